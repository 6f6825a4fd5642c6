import {
  Button,
  Card,
  errorText,
  httpStatus,
  isLoggedOut,
  QueryState,
  Skeleton,
  useToast,
} from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  createCompany,
  updateCompany,
  type Company,
  type CompanyBody,
} from '../../companies/companiesApi';
import { companyValues, EMPTY_COMPANY } from '../../companies/companyForm';
import { CREATED, LOGIN_TO_MANAGE, SAVE_FAILED, UPDATED } from '../../companies/companyTexts';
import { CompanyDetails } from '../../components/CompanyDetails/CompanyDetails';
import { CompanyForm } from '../../components/CompanyForm/CompanyForm';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { companyQuery, recruiterQueryKeys } from '../../data/queries';

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** What a failed create or update shows: the session note, the server's error or the catalogue's. */
const saveFailure = (error: unknown) =>
  isLoggedOut(error) ? LOGIN_TO_MANAGE : errorText(error, SAVE_FAILED);

/**
 * `/company-profile`: Continue creates the company, then goes to /your-companies
 * (docs/product/companies.md#create).
 */
function CreateCompany() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const create = async (body: CompanyBody) => {
    try {
      await createCompany(body);
    } catch (error) {
      return saveFailure(error);
    }
    // /your-companies lists it (ADR 017: a write invalidates what it changes).
    void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.myCompanies });
    toast({ tone: 'success', title: CREATED });
    navigate('/your-companies');
    return null;
  };

  return (
    <>
      <h1 id="company-profile-heading">Create Company Profile</h1>
      <p>Tell candidates who you are hiring for.</p>
      <Card>
        <CompanyForm
          id="company"
          defaultValues={EMPTY_COMPANY}
          submitLabel="Continue"
          onSubmit={create}
        />
      </Card>
    </>
  );
}

const COMPANY_HEADING = <h1>Company Profile</h1>;

/** `/company-profile/{companyId}`: read-only until Edit Profile; Save updates, Cancel restores. */
function ExistingCompany({ companyId }: { companyId: string }) {
  const company = useQuery(companyQuery(companyId));
  return (
    <QueryState
      query={company}
      loading={
        <>
          {COMPANY_HEADING}
          <Card aria-busy="true">
            <p>Loading...</p>
            <Skeleton lines={6} height={32} />
          </Card>
        </>
      }
      errorFallback={(error) =>
        isLoggedOut(error) ? LOGIN_TO_MANAGE : 'Failed to load the company profile'
      }
      renderError={({ error, message, retry }) =>
        httpStatus(error) === 404 ? (
          <Card>
            <h1>Company not found</h1>
            <p>
              This company does not exist or is not one of yours. See{' '}
              <Link to="/your-companies">your companies</Link>.
            </p>
          </Card>
        ) : (
          <>
            {COMPANY_HEADING}
            <Card>
              <Failure role="alert">
                Error: {isLoggedOut(error) ? LOGIN_TO_MANAGE : message}
              </Failure>
              <Actions>
                <Button variant="secondary" onClick={retry}>
                  Retry
                </Button>
              </Actions>
            </Card>
          </>
        )
      }
    >
      {(loaded) => <CompanyProfile companyId={companyId} company={loaded} />}
    </QueryState>
  );
}

/** A loaded company: its details, or the form after Edit Profile. */
function CompanyProfile({ companyId, company }: { companyId: string; company: Company }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  /** Set when the form closes, so the focus returns to the Edit Profile button. */
  const returnFocus = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (body: CompanyBody) => {
    let saved: Company;
    try {
      saved = await updateCompany(companyId, body);
    } catch (error) {
      return saveFailure(error);
    }
    // This page shows the server's answer; /your-companies lists it (ADR 017).
    queryClient.setQueryData(recruiterQueryKeys.company(companyId), saved);
    void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.myCompanies });
    toast({ tone: 'success', title: UPDATED });
    close();
    return null;
  };

  return (
    <>
      <h1>{editing ? `Edit ${company.company_name}` : 'Company Profile'}</h1>
      <p>
        <Link to="/your-companies">Back to your companies</Link>
      </p>
      <Card>
        {editing ? (
          <CompanyForm
            id="company"
            defaultValues={companyValues(company)}
            submitLabel="Save"
            onSubmit={save}
            onCancel={close}
            focusFirstField
          />
        ) : (
          <>
            <CompanyDetails company={company} />
            <Actions>
              <Button ref={editButton} onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            </Actions>
          </>
        )}
      </Card>
    </>
  );
}

/**
 * `/company-profile` and `/company-profile/{companyId}`
 * (docs/product/companies.md#company-profile, ADR 013):
 * creates a company, or shows one of the recruiter's companies read-only until Edit Profile.
 */
export function CompanyProfilePage() {
  const { companyId } = useParams();
  const next = companyId ? `/company-profile/${encodeURIComponent(companyId)}` : '/company-profile';
  return (
    <RecruiterOnly
      loggedOut={
        <Card>
          <h1>{LOGIN_TO_MANAGE}</h1>
          <p>
            <Link to={`/login?next=${next}`}>Login</Link> as a recruiter to manage your companies.
          </p>
        </Card>
      }
    >
      {() => (
        <Page>
          {companyId ? (
            <ExistingCompany key={companyId} companyId={companyId} />
          ) : (
            <CreateCompany />
          )}
        </Page>
      )}
    </RecruiterOnly>
  );
}
