import { ZCustomReportType, ZStateCode } from '@hub/contract';
import { useSearchParams } from 'react-router';
import { CustomEscrowReport } from '@/features/orders/components/custom-escrow-report';

/** /reports/date-range-selector?state=AZ&type=open|close (spec 001 §2): state AZ and type open unless given. */
export function DateRangeSelectorRoute() {
  const [params] = useSearchParams();
  const state = ZStateCode.catch('AZ').parse(params.get('state') ?? 'AZ');
  const type = ZCustomReportType.catch('open').parse(params.get('type') ?? 'open');
  return <CustomEscrowReport key={`${state} ${type}`} state={state} type={type} />;
}
