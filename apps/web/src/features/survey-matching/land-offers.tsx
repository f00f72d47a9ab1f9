import { Card, Collapse, Empty, List, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, UNKNOWN, isStrongMatch, type LandOffer } from '@utah-land/shared';
import { surveyMatchingApi, surveyMatchingKeys } from '../../api/survey-matching.js';
import { ProvenanceLine } from '../common/record-source.js';
import { PlaceholderCard } from '../records/placeholder-cards.js';

/**
 * Land owners offer in words (city, acres, zoning, no parcel id) that the survey's taker would buy, best fit first,
 * each with its owner and the why (docs/surveys.md, "Land described in words"). Shown under a demand survey's cards;
 * Free Trial users see one blurred placeholder.
 */
export function LandOffers({ surveyId }: { surveyId: number }) {
  const q = useQuery({
    queryKey: surveyMatchingKeys.landOffers(surveyId),
    queryFn: ({ signal }) => surveyMatchingApi.landOffers(surveyId, signal),
  });
  const title = `Land offered by owners${q.data ? ` (${q.data.total})` : ''}`;
  return (
    <Card size="small" title={title} data-testid="land-offers" className="land-offers">
      {q.isPending ? (
        <Typography.Text type="secondary">Loading…</Typography.Text>
      ) : q.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.error.message} />
      ) : q.data.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No land owner of your areas offers land that fits your survey yet."
        />
      ) : (
        <List
          dataSource={q.data.data}
          rowKey={(o) => String(o.id)}
          renderItem={(o) =>
            'placeholder' in o ? (
              <List.Item>
                <PlaceholderCard
                  title="Land owner"
                  lines={['12 acres of Agricultural in Lehi', 'About 10 single family lots']}
                  style={{ width: '100%' }}
                  testId="land-offer-placeholder"
                />
              </List.Item>
            ) : (
              <List.Item data-testid="land-offer">
                <OfferLines offer={o} />
              </List.Item>
            )
          }
        />
      )}
    </Card>
  );
}

function OfferLines({ offer }: { offer: LandOffer }) {
  const lots = Object.entries(offer.lots)
    .map(([p, n]) => `about ${n} ${PRODUCT_LABELS[p as keyof typeof offer.lots].toLowerCase()}`)
    .join(', ');
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Space wrap size={6}>
        <Typography.Text strong>
          {offer.acres ?? UNKNOWN} acres of {offer.zoning ?? UNKNOWN} in {offer.city ?? UNKNOWN}
        </Typography.Text>
        {offer.score !== null && (
          <Tag color={isStrongMatch(offer.score) ? 'green' : 'default'}>Fit {offer.score}</Tag>
        )}
      </Space>
      <Typography.Text>
        {lots ? `${lots[0]!.toUpperCase()}${lots.slice(1)} under that zoning` : 'Lot yield unknown'}
      </Typography.Text>
      <Typography.Text>
        Owner wants to sell: {offer.name} (<a href={`mailto:${offer.email}`}>{offer.email}</a>)
      </Typography.Text>
      <Collapse
        size="small"
        ghost
        items={[
          {
            key: 'why',
            label: 'Why it matches',
            children: (
              <ul className="land-offer-why">
                {offer.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <ProvenanceLine source={offer.source} asOf={offer.sourceAsOf} />
    </Space>
  );
}
