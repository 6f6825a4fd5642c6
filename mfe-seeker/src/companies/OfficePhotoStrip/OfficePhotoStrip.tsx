import { QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import { officePhotosQuery } from '../companyQueries';

/** How many photos the company page shows; the reviews page has them all. */
const SHOWN = 6;
/** A thumbnail's box, so the layout does not move as the images arrive. */
const THUMB_HEIGHT = 140;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: ${THUMB_HEIGHT}px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * A company page's office photos (docs/product/companies.md#company-page): the latest few with
 * their captions, lazily loaded in boxes of a fixed size, and the way to all of them and to adding
 * one.
 */
export function OfficePhotoStrip({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const photos = useQuery(officePhotosQuery(companyId));
  return (
    <Section aria-labelledby="company-photos-heading">
      <h2 id="company-photos-heading">Office photos</h2>
      <QueryState
        query={photos}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading office photos">
            <Skeleton height={THUMB_HEIGHT} />
          </div>
        }
        errorFallback="Could not load the office photos"
        renderError={(failure) => <InlineLoadError {...failure} />}
      >
        {(data) =>
          data.length === 0 ? (
            <p>
              No office photos yet. <Link to="/add-office-photos">Add office photos</Link>
            </p>
          ) : (
            <>
              <Grid aria-label={`Photos of ${companyName}'s offices`}>
                {data.slice(0, SHOWN).map((photo) => (
                  <li key={photo.id}>
                    <figure>
                      <img
                        src={photo.url}
                        alt={photo.caption ?? `An office of ${companyName}`}
                        width={photo.width ?? undefined}
                        height={photo.height ?? undefined}
                        loading="lazy"
                      />
                      {photo.caption && <figcaption aria-hidden="true">{photo.caption}</figcaption>}
                    </figure>
                  </li>
                ))}
              </Grid>
              {data.length > SHOWN && (
                <p>
                  <Link to={`/employee-reviews/${encodeURIComponent(companyId)}`}>
                    See all {data.length} office photos
                  </Link>
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
