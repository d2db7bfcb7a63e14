import {
  ADMIN_NOTES_MAX,
  APPLICATION_TRANSITIONS,
  shortId,
  type AdminApplication,
  type ApplicationDecision,
  type ApplicationStatus,
  formatCount,
} from '@store/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useDecideApplication } from '../api/decide-application';

type NextStatus = Exclude<ApplicationStatus, 'pending'>;

/** What each move is called on its button, in its confirmation and in the toast after it. */
const MOVES: Record<NextStatus, { action: string; busy: string; done: string; confirm: boolean }> = {
  under_review: { action: 'Start review', busy: 'Starting…', done: 'Review started', confirm: false },
  approved: { action: 'Approve', busy: 'Approving…', done: 'Application approved', confirm: true },
  rejected: { action: 'Reject', busy: 'Rejecting…', done: 'Application rejected', confirm: true },
};

/**
 * The team's side of an application: the next statuses APPLICATION_TRANSITIONS allows (a decision,
 * being final, asks first) and the note the customer reads. A note typed but not saved goes out with
 * the status change, so 'Approve' after writing the reason keeps both.
 */
export function ApplicationDecisionPanel({ application }: { application: AdminApplication }) {
  const decide = useDecideApplication(application._id);
  const [note, setNote] = useState(application.adminNotes);
  const [confirming, setConfirming] = useState<NextStatus | null>(null);
  const [moving, setMoving] = useState<NextStatus | null>(null);
  const noteChanged = note.trim() !== application.adminNotes;
  const nextStatuses = APPLICATION_TRANSITIONS[application.status].filter((status): status is NextStatus => status !== 'pending');

  const send = (decision: ApplicationDecision, done: string) =>
    decide.mutate(decision, {
      onSuccess: (updated) => {
        setNote(updated.adminNotes);
        toast.success(done);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not update the application')),
      onSettled: () => {
        setConfirming(null);
        setMoving(null);
      },
    });

  const move = (status: NextStatus) => {
    setMoving(status);
    send({ status, ...(noteChanged ? { adminNotes: note } : {}) }, MOVES[status].done);
  };

  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    send({ adminNotes: note }, 'Note saved');
  };

  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Decision</h3>
        {nextStatuses.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {nextStatuses.map((status) => (
              <Button
                key={status}
                variant={status === 'rejected' ? 'danger' : 'primary'}
                disabled={decide.isPending}
                onClick={() => (MOVES[status].confirm ? setConfirming(status) : move(status))}
              >
                {moving === status && !MOVES[status].confirm ? MOVES[status].busy : MOVES[status].action}
              </Button>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">This application has been decided; a decision is final. You can still change the note.</p>
        )}
      </div>

      <form onSubmit={saveNote} className="space-y-3" aria-labelledby="admin-notes-heading">
        <h3 id="admin-notes-heading" className="text-sm font-semibold text-slate-900">
          Admin notes
        </h3>
        <TextAreaField
          label="Note to the customer"
          hint={`The customer sees this note on their application. ${formatCount(note.length)} of ${formatCount(ADMIN_NOTES_MAX)} characters.`}
          value={note}
          maxLength={ADMIN_NOTES_MAX}
          rows={5}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!noteChanged || decide.isPending}>
          {decide.isPending && moving === null ? 'Saving…' : 'Save note'}
        </Button>
      </form>

      {confirming && (
        <ConfirmDialog
          open
          title={`${MOVES[confirming].action} this application?`}
          confirmLabel={MOVES[confirming].action}
          busyLabel={MOVES[confirming].busy}
          cancelLabel="Cancel"
          busy={decide.isPending}
          danger={confirming === 'rejected'}
          onConfirm={() => move(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Application #{shortId(application._id)} will be {confirming === 'approved' ? 'approved' : 'rejected'}, and {application.personalInfo.fullName} will
            see it
            {noteChanged && note.trim() ? ' with your note' : ''} on their application page. A decision is final.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
