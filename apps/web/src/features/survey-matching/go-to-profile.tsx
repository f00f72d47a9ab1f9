import { Link } from 'react-router';
import { Button, Col, Result, Row } from 'antd';
import { ACCESS_MESSAGES, SURVEY_CARDS } from '@utah-land/shared';
import { ROUTES } from '../../app/routes.js';
import { seesPlaceholdersNow } from '../../app/session.js';
import { PLACEHOLDER_COUNT, PlaceholderCard } from '../records/placeholder-cards.js';
import { SubscribeButton } from '../subscriptions/subscribe-button.js';

/** Made-up lines of a survey match, blurred on the Free Trial cards. */
const SAMPLE_LINES = ['Builds 10-35 single family lots · Utah County', 'Matched on area, product and lots'];

/**
 * A survey screen with no survey to show. Free Trial users cannot take or switch on a survey, so instead of a way
 * to the profile they see what survey matches look like: 12 blurred placeholders reading 'Upgrade to view details'
 * (spec 2.9) and Subscribe. Everyone else reads what is missing and the way to the profile where surveys are taken.
 */
export function GoToProfile({ title, subTitle }: { title: string; subTitle: string }) {
  if (seesPlaceholdersNow())
    return (
      <div data-testid="trial-survey-matches">
        <Result
          status="info"
          title="Survey matches"
          subTitle={ACCESS_MESSAGES.upgradeToView}
          extra={<SubscribeButton />}
        />
        <Row gutter={[12, 12]}>
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
            <Col key={i} xs={24} sm={12} lg={8}>
              <PlaceholderCard
                testId="survey-match-placeholder"
                title={`${SURVEY_CARDS[i % SURVEY_CARDS.length]!.label} match`}
                lines={SAMPLE_LINES}
              />
            </Col>
          ))}
        </Row>
      </div>
    );
  return (
    <Result
      status="info"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={ROUTES.profile}>
          <Button type="primary">Go to Profile</Button>
        </Link>
      }
    />
  );
}
