import { OFFICE_PHOTOS_PER_VISIT, REVIEW_LIMITS } from '@rozgar/contracts/vocabularies';
import {
  Button,
  Card,
  errorText,
  isLoggedOut,
  Spinner,
  useKnownSession,
  useToast,
} from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addOfficePhotosPath } from '../../officePhotos/addOfficePhotosPath';
import { ChosenPhotoCard } from '../../officePhotos/ChosenPhotoCard/ChosenPhotoCard';
import {
  addChosen,
  NO_PHOTOS,
  PHOTOS_ADDED,
  releasePreview,
  type ChosenPhoto,
} from '../../officePhotos/chosenPhotos';
import { uploadOfficePhoto } from '../../officePhotos/officePhotosApi';
import { officePhotoKeys } from '../../officePhotos/officePhotosQueries';
import { CompanyField, type CompanyValues } from '../../reviews/CompanyField/CompanyField';

/*
 * `/add-office-photos` (docs/product/community-and-reviews.md, "Add office photos"): pick the
 * company, choose up to five photos (previews, a caption each), upload them one after the other
 * with each one's progress or the reason it was refused. A visitor is asked to log in and comes
 * back with the company still picked.
 */

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1,
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Chooser = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  input {
    max-width: 100%;
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.danger};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const COMPANY_NOT_PICKED = 'Pick the company from the suggestions';

const companyRules = {
  validate: (value: string, values: CompanyValues) => {
    if (value.trim() === '') return 'Company name is required';
    return values.company_id !== '' || COMPANY_NOT_PICKED;
  },
};

export function AddOfficePhotosPage() {
  const { status, user } = useKnownSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string; count: number } | null>(null);
  const { control, setValue, handleSubmit, getValues } = useForm<CompanyValues>({
    defaultValues: {
      company_id: search.get('company_id') ?? '',
      company_name: search.get('company') ?? '',
    },
    mode: 'onTouched',
  });

  // The previews' object URLs are let go when the page goes.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => latest.current.forEach(releasePreview), []);

  const update = (key: string, change: Partial<ChosenPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const loginPath = () => {
    const { company_id, company_name } = getValues();
    const back = addOfficePhotosPath(
      company_id ? { id: company_id, name: company_name } : undefined,
    );
    return `/login?next=${encodeURIComponent(back)}`;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const pending = photos.filter((photo) => photo.state !== 'done');
    const result = addChosen(pending, files);
    photos.filter((photo) => photo.state === 'done').forEach(releasePreview);
    setPhotos(result.list);
    setProblems(result.problems);
    setAdded(null);
  };

  const remove = (photo: ChosenPhoto) => {
    releasePreview(photo);
    setPhotos((list) => list.filter((item) => item.key !== photo.key));
  };

  const submit = handleSubmit(async ({ company_id, company_name }) => {
    if (!user) return navigate(loginPath());
    const toSend = photos.filter((photo) => photo.state !== 'done');
    if (toSend.length === 0) {
      setProblems([NO_PHOTOS]);
      inputRef.current?.focus();
      return;
    }
    setProblems([]);
    setUploading(true);
    let sent = 0;
    try {
      for (const photo of toSend) {
        update(photo.key, { state: 'uploading', progress: 0, error: undefined });
        try {
          await uploadOfficePhoto({
            companyId: company_id,
            file: photo.file,
            caption: photo.caption,
            onProgress: (progress) => update(photo.key, { progress }),
          });
          sent += 1;
          update(photo.key, { state: 'done', progress: 1 });
        } catch (error) {
          if (isLoggedOut(error)) return navigate(loginPath());
          update(photo.key, {
            state: 'failed',
            error: errorText(error, 'Failed to upload the photo'),
          });
        }
      }
    } finally {
      setUploading(false);
      if (sent > 0)
        await queryClient.invalidateQueries({ queryKey: officePhotoKeys.company(company_id) });
    }
    if (sent === toSend.length) {
      toast({ tone: 'success', title: PHOTOS_ADDED });
      setAdded({ id: company_id, name: company_name, count: sent });
      setPhotos((list) => {
        list.forEach(releasePreview);
        return [];
      });
    } else {
      toast({ tone: 'error', title: 'Some photos could not be uploaded' });
    }
  });

  if (status === 'unknown') return <Spinner label="Loading your session" />;

  return (
    <Page aria-labelledby="add-office-photos-heading">
      <h1 id="add-office-photos-heading">Add office photos</h1>
      <p>
        Show job seekers what it is like to work there: desks, cafeteria, the view. Photos are
        shared without your name.
      </p>
      {!user && (
        <Card as="aside" aria-label="Log in to add photos">
          <p>
            Log in as a job seeker to add office photos. <Link to={loginPath()}>Login</Link>
          </p>
        </Card>
      )}
      <div role="status">
        {added && (
          <Card>
            <p>
              Added {added.count} {added.count === 1 ? 'photo' : 'photos'} of {added.name}.{' '}
              <Link to={`/employee-reviews/${added.id}`}>See them on the company’s page</Link>
            </p>
          </Card>
        )}
      </div>
      <Form noValidate onSubmit={submit} aria-label="Office photos">
        <CompanyField
          control={control}
          setValue={setValue}
          rules={companyRules}
          label="Company"
          maxLength={REVIEW_LIMITS.company_name}
          hint="Photos go to a company already on Rozgar: choose it from the list as you type"
        />
        <Chooser>
          <label htmlFor={inputId}>Choose photos</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            disabled={uploading}
            aria-describedby={hintId}
            onChange={choose}
          />
          <Hint id={hintId}>
            PNG, JPEG, WebP or GIF, up to 2 MB each; up to {OFFICE_PHOTOS_PER_VISIT} at a time.
          </Hint>
          <div role="alert">
            {problems.length > 0 && (
              <Problems aria-label="Photos left out">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Problems>
            )}
          </div>
        </Chooser>
        {photos.length > 0 && (
          <List aria-label="Chosen photos">
            {photos.map((photo) => (
              <ChosenPhotoCard
                key={photo.key}
                photo={photo}
                onCaption={(caption) => update(photo.key, { caption })}
                onRemove={() => remove(photo)}
              />
            ))}
          </List>
        )}
        <div>
          <Button type="submit" loading={uploading}>
            Upload photos
          </Button>
        </div>
      </Form>
    </Page>
  );
}
