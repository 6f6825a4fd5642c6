import { Button, EmptyState, Modal, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { addOfficePhotosPath } from '../../officePhotos/addOfficePhotosPath';
import type { OfficePhoto } from '../../officePhotos/officePhotosApi';
import { officePhotosQuery } from '../../officePhotos/officePhotosQueries';

/*
 * The office photos of a company's page (docs/product/community-and-reviews.md, "Add office
 * photos"): a grid of lazily loaded thumbnails that keep their place while they load (a fixed
 * aspect ratio, the image's own width and height), each opening a lightbox dialog — Escape closes
 * it, the arrow keys and buttons go to the previous and next photo.
 */

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceSunken};
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

const Viewer = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  img {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    width: auto;
    height: auto;
    margin: 0 auto;
    object-fit: contain;
  }
  figcaption {
    text-align: center;
  }
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What the thumbnails' skeleton shows: as many tiles as a first row, each a thumbnail's size. */
const SKELETON_TILES = 4;

const altOf = (photo: OfficePhoto, index: number, companyName: string) =>
  photo.caption ?? `Office of ${companyName}, photo ${index + 1}`;

export interface OfficePhotosProps {
  companyId: string;
  companyName: string;
}

export function OfficePhotos({ companyId, companyName }: OfficePhotosProps) {
  const photos = useQuery(officePhotosQuery(companyId));
  const [open, setOpen] = useState<number | null>(null);
  const list = photos.data ?? [];
  const count = list.length;
  const shown = open === null ? undefined : list[open];

  const step = (by: number) =>
    setOpen((index) => (index === null || count === 0 ? index : (index + by + count) % count));

  useEffect(() => {
    if (open === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- step only reads the latest count
  }, [open === null, count]);

  const addPath = addOfficePhotosPath({ id: companyId, name: companyName });

  return (
    <Section aria-labelledby="office-photos-heading">
      <Head>
        <h2 id="office-photos-heading">Office photos</h2>
        <Button as={Link} to={addPath} variant="secondary">
          Add office photos
        </Button>
      </Head>
      <QueryState
        query={photos}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading office photos">
            <Grid>
              {Array.from({ length: SKELETON_TILES }, (_, index) => (
                <li key={index}>
                  <Skeleton width="100%" height="auto" style={{ aspectRatio: '4 / 3' }} />
                </li>
              ))}
            </Grid>
          </div>
        }
        errorFallback="Failed to load office photos"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            headingLevel={3}
            title="No office photos yet."
            description={`Worked at ${companyName}? Show others what the office looks like.`}
            action={
              <Button as={Link} to={addPath}>
                Add the first photo
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Grid>
            {data.map((photo, index) => (
              <li key={photo.id}>
                <Thumb
                  type="button"
                  aria-label={`Open photo ${index + 1} of ${data.length}: ${altOf(photo, index, companyName)}`}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(index)}
                >
                  <img
                    src={photo.url}
                    alt={altOf(photo, index, companyName)}
                    loading="lazy"
                    decoding="async"
                    width={photo.width ?? 400}
                    height={photo.height ?? 300}
                  />
                </Thumb>
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
      <Modal
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        title={`Photo ${(open ?? 0) + 1} of ${count}`}
        description="Use the left and right arrow keys to move between photos."
        size="lg"
      >
        {shown && (
          <Viewer>
            <img
              src={shown.url}
              alt={altOf(shown, open ?? 0, companyName)}
              width={shown.width ?? undefined}
              height={shown.height ?? undefined}
            />
            {shown.caption && <figcaption>{shown.caption}</figcaption>}
            {count > 1 && (
              <Nav>
                <Button variant="secondary" onClick={() => step(-1)}>
                  ← Previous
                </Button>
                <Button variant="secondary" onClick={() => step(1)}>
                  Next →
                </Button>
              </Nav>
            )}
          </Viewer>
        )}
      </Modal>
    </Section>
  );
}
