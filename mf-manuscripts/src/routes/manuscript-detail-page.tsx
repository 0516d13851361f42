import { ManuscriptLoader } from '../components/manuscript-loader';
import { ManuscriptDetail } from '../features/manuscript-detail/components/manuscript-detail';

export function ManuscriptDetailPage() {
  return (
    <ManuscriptLoader>
      {(manuscript) => <ManuscriptDetail manuscript={manuscript} />}
    </ManuscriptLoader>
  );
}
