import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { WIZARD_MESSAGES } from "../submission-messages";

export type WizardLeaveGuardProps = {
  /** The author has entered something or picked a file, and it is not submitted yet. */
  dirty: boolean;
  step: number;
  /** Opens the step before `step`. */
  onPreviousStep: () => void;
};

/**
 * Keeps an author from losing a wizard they have filled in, which keeps nothing until Submit. The
 * browser's Back (a phone's Back button above all) opens the previous step, as the wizard's own
 * Previous does; from the first step, or by any link, leaving asks first; a reload or a closed tab
 * gets the browser's own question.
 */
export function WizardLeaveGuard({ dirty, step, onPreviousStep }: WizardLeaveGuardProps) {
  // Whether the navigation held is the browser's Back from a later step (set as it is held).
  const [stepBack, setStepBack] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const leaving =
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    if (!leaving || (!dirty && step === 0)) return false;
    setStepBack(historyAction === "POP" && step > 0);
    return true;
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (stepBack) {
      blocker.reset();
      onPreviousStep();
    } else if (!dirty) {
      blocker.proceed();
    }
  }, [blocker, stepBack, dirty, onPreviousStep]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  if (blocker.state !== "blocked" || stepBack || !dirty) return null;
  return (
    <ConfirmDialog
      title={WIZARD_MESSAGES.leaveTitle}
      description={WIZARD_MESSAGES.leaveQuestion}
      descriptionId="wizard-leave-description"
      confirmLabel="Leave"
      confirmIcon={LogOut}
      busy={false}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    />
  );
}
