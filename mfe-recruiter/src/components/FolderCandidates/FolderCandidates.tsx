import { Button, errorText, isLoggedOut, Skeleton, useToast } from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { folderQueryKeys, resdexFolderQuery } from '../../data/folderQueries';
import { candidateHeadingId, candidateName } from '../../resdex/candidateText';
import {
  putFolderCandidate,
  removeFolderCandidate,
  type ResdexFolder,
  type ResdexFolderCandidate,
} from '../../resdex/foldersApi';
import { CandidateCard } from '../CandidateCard/CandidateCard';
import { FolderNoteDialog } from '../FolderNoteDialog/FolderNoteDialog';
import { Pager } from '../Pager/Pager';
import { ResumeLink } from '../ResumeLink/ResumeLink';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  flex-basis: 100%;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.tone.yellow.background};
`;

const Muted = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface FolderCandidatesProps {
  folder: ResdexFolder;
  page: number;
  onPage: (page: number) => void;
  /** The session ended during an action. */
  onLoggedOut: () => void;
}

/**
 * One Resdex folder's candidates, newest first, 20 a page, each with its note, "Edit note" and
 * "Remove from folder" (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
 */
export function FolderCandidates({ folder, page, onPage, onLoggedOut }: FolderCandidatesProps) {
  const detail = useQuery(resdexFolderQuery(folder.id, page));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<ResdexFolderCandidate | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: folderQueryKeys.resdexFolders });
  const headingId = `folder-${folder.id}-heading`;

  async function remove(entry: ResdexFolderCandidate) {
    const name = candidateName(entry.candidate);
    try {
      await removeFolderCandidate(folder.id, entry.candidate.id);
      await refresh();
      toast({ tone: 'success', title: `Removed ${name} from "${folder.name}"` });
    } catch (error) {
      if (isLoggedOut(error)) return onLoggedOut();
      toast({
        tone: 'error',
        title: `Failed to remove ${name}: ${errorText(error, 'Please try again.')}`,
      });
    }
  }

  async function saveNote(entry: ResdexFolderCandidate, note: string | null) {
    await putFolderCandidate(folder.id, entry.candidate.id, note);
    await refresh();
    setEditing(null);
    toast({ tone: 'success', title: note ? 'Note saved' : 'Note removed' });
  }

  let body;
  if (detail.status === 'pending')
    body = (
      <Grid aria-busy="true" aria-label={`Loading the candidates of ${folder.name}`}>
        {[0, 1].map((key) => (
          <li key={key}>
            <Skeleton height={180} />
          </li>
        ))}
      </Grid>
    );
  else if (detail.status === 'error')
    body = <p role="alert">Error: {errorText(detail.error, 'Failed to load the folder')}</p>;
  else if (detail.data.total === 0)
    body = (
      <p>
        No candidates in this folder yet. Add them with “Add to folder” from a{' '}
        <Link to="/search-resume">resume search</Link>, your{' '}
        <Link to="/saved-candidates">saved candidates</Link> or an applicant’s card.
      </p>
    );
  else
    body = (
      <>
        <Grid aria-labelledby={headingId}>
          {detail.data.candidates.map((entry) => {
            const name = candidateName(entry.candidate);
            return (
              <li key={entry.candidate.id}>
                <CandidateCard
                  candidate={entry.candidate}
                  skillsLimit={3}
                  actions={
                    <>
                      {entry.note ? (
                        <Note aria-label={`Note on ${name}`}>{entry.note}</Note>
                      ) : (
                        <Muted>No note</Muted>
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-describedby={candidateHeadingId(entry.candidate)}
                        onClick={() => setEditing(entry)}
                      >
                        Edit note
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-describedby={candidateHeadingId(entry.candidate)}
                        onClick={() => void remove(entry)}
                      >
                        Remove from folder
                      </Button>
                      {entry.candidate.resume_link ? (
                        <ResumeLink
                          href={entry.candidate.resume_link}
                          describedBy={candidateHeadingId(entry.candidate)}
                        />
                      ) : null}
                    </>
                  }
                />
              </li>
            );
          })}
        </Grid>
        <Pager
          page={detail.data.page}
          pageSize={detail.data.pageSize}
          total={detail.data.total}
          onPage={onPage}
          label={`Candidates of ${folder.name} pages`}
        />
      </>
    );

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{folder.name}</h2>
      <p>
        {folder.count} {folder.count === 1 ? 'candidate' : 'candidates'}
      </p>
      {body}
      {editing ? (
        <FolderNoteDialog
          candidateName={candidateName(editing.candidate)}
          folderName={folder.name}
          note={editing.note}
          onClose={() => setEditing(null)}
          onSave={(note) => saveNote(editing, note)}
        />
      ) : null}
    </Section>
  );
}
