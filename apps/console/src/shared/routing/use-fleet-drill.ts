import { can } from '@console/contracts/access';
import { type FleetFilter, fleetLinkOf } from '@console/contracts/segments';
import { useNavigate } from 'react-router';
import { usePrincipal } from '../session/use-principal';

/**
 * Opens Fleet Search on a filter (a chart's drill-through, issue 32), or null for a person who may
 * not search the fleet: their charts stay charts.
 */
export function useFleetDrill(): ((filter: FleetFilter) => void) | null {
  const navigate = useNavigate();
  const principal = usePrincipal();
  if (principal === null || !can(principal, 'fleetSearch')) return null;
  return (filter) => navigate(fleetLinkOf(filter));
}
