import { lazy, Suspense, useState } from 'react';
import { mayUseAdminTools, qualificationParcelLabel, type RoleName } from '@utah-land/shared';
import { useSession } from '../common/use-session.js';

// The parcel modal's admin link 'Qualification Sheet' and the drawer it opens (loaded on first use).

const QualificationDrawer = lazy(() => import('./qualification-drawer.js'));

export function QualificationSheetLink({
  parcel,
}: {
  parcel: { parcelId: string; formattedParcelId: string | null };
}) {
  const { isAdmin, status, user } = useSession();
  const [open, setOpen] = useState(false);
  const role: RoleName = isAdmin ? 'admin' : 'user';
  if (!mayUseAdminTools({ role, status, email: user?.email ?? '' })) return null;
  return (
    <>
      <a
        onClick={() => setOpen(true)}
        data-testid="qualification-sheet-link"
        style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 8, whiteSpace: 'nowrap' }}
      >
        Qualification Sheet
      </a>
      {open && (
        <Suspense fallback={null}>
          <QualificationDrawer
            parcelRef={parcel.parcelId}
            label={qualificationParcelLabel(parcel)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
