import { Button, Modal } from '@rozgar/design-system';
import type { PostJobValues } from '../../jobs/postJobForm';
import { JobPreview } from '../JobPreview/JobPreview';

/**
 * The checked job shown as seekers will see it; a new job is posted only from here
 * (docs/product/recruiter-jobs-and-responses.md#post-a-job). Closed while `values` is null.
 */
export function JobPreviewDialog({
  values,
  companyName,
  onClose,
  onPost,
}: {
  values: PostJobValues | null;
  companyName: string;
  onClose: () => void;
  onPost: () => void;
}) {
  return (
    <Modal
      open={values !== null}
      onClose={onClose}
      title="Preview"
      description="This is how seekers will see your job."
      size="lg"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep editing
          </Button>
          <Button type="button" onClick={onPost}>
            Post Job
          </Button>
        </>
      }
    >
      {values ? <JobPreview values={values} companyName={companyName} /> : null}
    </Modal>
  );
}
