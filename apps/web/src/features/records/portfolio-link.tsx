import { useLocation, useNavigate } from 'react-router';
import { Button, Tooltip } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { ACCESS_MESSAGES, mayViewPortfolio } from '@utah-land/shared';
import { useSession } from '../common/use-session.js';
import { PORTFOLIO_PARAM, portfolioParam, type PortfolioSubject } from './portfolio-param.js';

/**
 * 'All properties of this owner': opens the owner's portfolio on the map (its `portfolio` parameter), keeping the
 * map's other parameters when already there. Free Trial sees it disabled.
 */
export function OwnerPortfolioLink({ subject }: { subject: PortfolioSubject }) {
  const { principal } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = !!principal && mayViewPortfolio(principal);
  const open = () => {
    const params = new URLSearchParams(location.pathname === '/map' ? location.search : '');
    params.set(PORTFOLIO_PARAM, portfolioParam(subject));
    void navigate(`/map?${params.toString()}`);
  };
  return (
    <Tooltip title={allowed ? undefined : ACCESS_MESSAGES.upgradeToView}>
      <Button
        type="link"
        size="small"
        icon={<TeamOutlined />}
        disabled={!allowed}
        onClick={open}
        data-testid="owner-portfolio-link"
        style={{ paddingInline: 0 }}
      >
        All properties of this owner
      </Button>
    </Tooltip>
  );
}
