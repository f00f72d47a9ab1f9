import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Statistic } from 'antd';
import { SURVEY_MATCH_LIMITS, SURVEY_MATCH_MESSAGES, isContactGroupType } from '@utah-land/shared';
import type { ListType } from '../../api/survey-matching.js';
import type { OpenList } from './survey-list-drawer.js';

export type CardCounts = Omit<OpenList, 'tab'>;

const LIST_NAME: Record<string, string> = {
  waterRights: 'Water Rights',
  parcels: 'Parcels',
  projects: 'Projects',
};

/**
 * The cards of a survey's matches (spec 2.9): each with its count and, for a contact group, the contacts and
 * companies counts that open the list drawer; 'No Matched Results' when there is none. `preview` adds a list under
 * each count (the /client screen's 10-row preview).
 */
export function SurveyCards({
  cards,
  onOpen,
  preview,
}: {
  cards: CardCounts[];
  onOpen: (card: CardCounts, tab: ListType) => void;
  preview?: (card: CardCounts) => ReactNode;
}) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.matchingtype} xs={24} sm={12} xl={8}>
          <Card title={card.label} size="small" data-testid={`network-card-${card.matchingtype}`}>
            {card.count === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SURVEY_MATCH_MESSAGES.noMatches} />
            ) : (
              <>
                <Statistic
                  value={Math.min(card.count, SURVEY_MATCH_LIMITS.badgeOverflow)}
                  suffix={card.count > SURVEY_MATCH_LIMITS.badgeOverflow ? '+' : undefined}
                />
                {isContactGroupType(card.matchingtype) ? (
                  <>
                    <Button type="link" style={{ paddingLeft: 0 }} onClick={() => onOpen(card, 'contacts')}>
                      Contacts: {card.contactsCount}
                    </Button>
                    <Button type="link" onClick={() => onOpen(card, 'companies')}>
                      Companies: {card.companiesCount}
                    </Button>
                  </>
                ) : (
                  <Button type="link" style={{ paddingLeft: 0 }} onClick={() => onOpen(card, 'contacts')}>
                    {LIST_NAME[card.matchingtype]}: {card.count}
                  </Button>
                )}
                {preview?.(card)}
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
