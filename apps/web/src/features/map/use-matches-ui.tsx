import { useState } from 'react';
import { Button } from 'antd';
import type { MatchSubject } from '../../api/matching.js';
import { MatchesDrawer, MatchingPopover } from '../matching/index.js';
import type { ViewOnMapPayload } from '../records/view-mode.js';

/**
 * Matching on the map: the banners' 'View matches' button with its popover of counts, and the matches
 * drawer it opens. `subject` is whose matches the drawer shows.
 */
export function useMatchesUi(subject: MatchSubject | null, onViewOnMap: (payload: ViewOnMapPayload) => void) {
  const [popover, setPopover] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (of: MatchSubject) => (
    <MatchingPopover
      subject={of}
      open={popover}
      onOpenChange={setPopover}
      onViewMatches={() => {
        setPopover(false);
        setOpen(true);
      }}
    >
      <Button size="small" shape="round" type="primary">
        View matches
      </Button>
    </MatchingPopover>
  );
  const drawer = subject && (
    <MatchesDrawer
      subject={subject}
      open={open}
      onClose={() => setOpen(false)}
      onViewOnMap={(payload) => {
        setOpen(false);
        onViewOnMap(payload);
      }}
    />
  );
  return { button, drawer };
}
