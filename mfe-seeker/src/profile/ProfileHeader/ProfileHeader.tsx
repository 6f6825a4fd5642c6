import { Button, Card, ProgressRing, Spinner, useToast } from '@rozgar/design-system';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { Avatar } from '../Avatar/Avatar';
import { completionView } from '../completion';
import { FormFields } from '../FormFields/FormFields';
import { formatCalendarDate } from '../format';
import { NOT_SPECIFIED, SAVE_PROFILE_FAILED } from '../messages';
import { checkPhotoFile, PHOTO_ACCEPT } from '../photoFile';
import {
  updateProfile,
  uploadProfilePhoto,
  type Completeness,
  type Profile,
  type ProfileAnswer,
} from '../profileApi';
import { headerFields, headerPatch, headerSchema, headerValues } from '../profileForms';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: start;
  }
`;

const PhotoColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: center;
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
  &:focus-visible + label {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const PhotoError = styled.p`
  margin: 0;
  max-width: 180px;
  text-align: center;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FormFailure = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.danger};
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h1 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

const FormButtons = styled(Row)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

function PhotoUpload({
  name,
  src,
  onUploaded,
}: {
  name: string;
  src?: string | null;
  onUploaded: (url: string) => void;
}) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      onUploaded(await uploadProfilePhoto(file));
      toast({ tone: 'success', title: 'Photo updated' });
    } catch (uploadError) {
      const message = uploadError instanceof Error ? uploadError.message : SAVE_PROFILE_FAILED;
      setError(message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <PhotoColumn>
      <Avatar name={name} src={src} size={96} />
      <FileInput
        id="profile-photo-input"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={uploading}
        aria-describedby={error ? 'profile-photo-error' : 'profile-photo-hint'}
        onChange={(event) => void choose(event)}
      />
      <FileLabel htmlFor="profile-photo-input">
        {uploading ? <Spinner size="sm" decorative /> : null}
        {src ? 'Change photo' : 'Upload photo'}
      </FileLabel>
      {error ? (
        <PhotoError id="profile-photo-error" role="alert">
          {error}
        </PhotoError>
      ) : (
        <small id="profile-photo-hint">PNG, JPEG, WebP or GIF, up to 2 MB</small>
      )}
    </PhotoColumn>
  );
}

function HeaderForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: Profile;
  onSaved: (answer: ProfileAnswer) => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = headerValues(profile);
  const form = useSchemaForm(headerSchema, defaultValues);
  const { focus, submitting: isSubmitting } = form;

  useEffect(() => focus('full_name'), [focus]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await updateProfile(headerPatch(values)));
      toast({ tone: 'success', title: 'Profile saved' });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setFailure(message ? `${SAVE_PROFILE_FAILED}: ${message}` : SAVE_PROFILE_FAILED);
      toast({ tone: 'error', title: SAVE_PROFILE_FAILED, description: message || undefined });
    }
  });

  return (
    <form
      aria-label="Edit your details"
      ref={form.ref}
      noValidate
      onSubmit={submit}
      onChange={form.onChange}
    >
      <FormFields
        fields={headerFields}
        errors={form.errors}
        idPrefix="header"
        defaultValues={defaultValues}
        columns={2}
      />
      {failure ? <FormFailure>{failure}</FormFailure> : null}
      <FormButtons>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </FormButtons>
    </form>
  );
}

/**
 * The dashboard's header: photo upload, the details (Name, Phone, Email, Gender, Date of Birth,
 * Address) edited in place with Save and Cancel, and the completion ring.
 */
export function ProfileHeader({
  profile,
  completeness,
  onSaved,
  onPhoto,
}: {
  profile: Profile;
  completeness: Completeness;
  onSaved: (answer: ProfileAnswer) => void;
  onPhoto: (url: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const view = completionView(completeness);
  const name = profile.full_name || profile.email || 'Your profile';

  useEffect(() => {
    if (!editing && restoreFocus.current) {
      restoreFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    restoreFocus.current = true;
    setEditing(false);
  };

  const details: Array<[string, string]> = [
    ['Name', profile.full_name ?? ''],
    ['Phone', profile.phone ?? ''],
    ['Email', profile.email ?? ''],
    ['Gender', profile.gender ?? ''],
    ['Date of Birth', formatCalendarDate(profile.dob)],
    ['Address', [profile.address, profile.pin_code].filter(Boolean).join(' – ')],
  ];

  return (
    <Layout forwardedAs="section" aria-labelledby="profile-heading">
      <PhotoUpload name={name} src={profile.profile_picture} onUploaded={onPhoto} />
      <Main>
        <h1 id="profile-heading">{name}</h1>
        {editing ? (
          <HeaderForm
            profile={profile}
            onSaved={(answer) => {
              onSaved(answer);
              close();
            }}
            onCancel={close}
          />
        ) : (
          <>
            <Details aria-label="Your details">
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value || NOT_SPECIFIED}</dd>
                </div>
              ))}
            </Details>
            <Row>
              <Button
                ref={editButton}
                type="button"
                variant="secondary"
                aria-label="Edit details"
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            </Row>
          </>
        )}
      </Main>
      <ProgressRing
        value={view.percent}
        tone={view.tone}
        label={`Profile completion: ${completeness.filled} of ${completeness.total} details filled`}
      />
    </Layout>
  );
}
