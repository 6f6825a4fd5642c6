import { errorText, isLoggedOut, Modal, useToast } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { createCompany, type Company, type CompanyBody } from '../../companies/companiesApi';
import { EMPTY_COMPANY } from '../../companies/companyForm';
import { CREATED, LOGIN_TO_MANAGE, SAVE_FAILED } from '../../companies/companyTexts';
import { recruiterQueryKeys } from '../../data/queries';
import { CompanyForm } from '../CompanyForm/CompanyForm';

export interface NewCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the company once the BFF has created it. */
  onCreated: (company: Company) => void;
}

/**
 * Creates one of the recruiter's companies without leaving Post a Job
 * (docs/product/recruiter-jobs-and-responses.md#post-a-job): the required fields of
 * `POST /api/companies` (docs/product/companies.md#fields-and-rules), the rest left for its profile
 * page. Your companies lists it at once (ADR 017: a write invalidates what it changes).
 */
export function NewCompanyDialog({ open, onClose, onCreated }: NewCompanyDialogProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();

  const create = async (body: CompanyBody) => {
    let company: Company;
    try {
      company = await createCompany(body);
    } catch (error) {
      return isLoggedOut(error) ? LOGIN_TO_MANAGE : errorText(error, SAVE_FAILED);
    }
    void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.myCompanies });
    toast({ tone: 'success', title: CREATED });
    onCreated(company);
    return null;
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New company"
      description="The required fields only: complete its profile later on Your companies."
      size="lg"
    >
      <CompanyForm
        id="new-company"
        defaultValues={EMPTY_COMPANY}
        submitLabel="Create company"
        onSubmit={create}
        onCancel={onClose}
        requiredOnly
      />
    </Modal>
  );
}
