import { OFFICE_PHOTO_CAPTION_MAX } from '@rozgar/contracts/vocabularies';
import { Button, TextField } from '@rozgar/design-system';
import styled from 'styled-components';
import type { ChosenPhoto } from '../chosenPhotos';

/*
 * One photo picked on the add-office-photos page: its preview, an optional caption, and how its
 * upload goes (progress, "Uploaded", or the reason it failed).
 */

const Card = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

const Preview = styled.img`
  display: block;
  width: 120px;
  height: 90px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const NoPreview = styled.div`
  width: 120px;
  height: 90px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  progress {
    flex: 1 1 120px;
  }
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface ChosenPhotoCardProps {
  photo: ChosenPhoto;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}

export function ChosenPhotoCard({ photo, onCaption, onRemove }: ChosenPhotoCardProps) {
  const { file, state } = photo;
  const busy = state === 'uploading' || state === 'done';
  return (
    <Card aria-label={file.name}>
      {photo.preview ? (
        <Preview src={photo.preview} alt={`Preview of ${file.name}`} width={120} height={90} />
      ) : (
        <NoPreview aria-hidden="true" />
      )}
      <Body>
        <p>
          <strong>{file.name}</strong> · {sizeText(file.size)}
        </p>
        <TextField
          label={`Caption for ${file.name}`}
          hint="Optional: what the photo shows"
          maxLength={OFFICE_PHOTO_CAPTION_MAX}
          value={photo.caption}
          disabled={busy}
          onChange={(event) => onCaption(event.target.value)}
        />
        <Row>
          {state === 'uploading' && (
            <progress
              max={1}
              value={photo.progress}
              aria-label={`Uploading ${file.name}`}
              aria-valuetext={`${Math.round(photo.progress * 100)}%`}
            />
          )}
          {state === 'done' && <p>Uploaded</p>}
          {state !== 'done' && (
            <Button
              variant="secondary"
              size="sm"
              disabled={state === 'uploading'}
              onClick={onRemove}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          )}
        </Row>
        {state === 'failed' && photo.error && <Failed role="alert">{photo.error}</Failed>}
      </Body>
    </Card>
  );
}
