import { Badge } from "~/components/ui/badge";
import {
  ASSIGNMENT_STATE_LABELS,
  DECISION_LABELS,
  RECOMMENDATION_LABELS,
  type AssignmentState,
  type DecisionKind,
  type Recommendation,
} from "../reviews.constants";

const STATE_CLASSES: Record<AssignmentState, string> = {
  invited: "border-transparent bg-amber-100 text-amber-900",
  accepted: "border-transparent bg-blue-100 text-blue-900",
  declined: "border-transparent bg-slate-200 text-slate-800",
  cancelled: "border-transparent bg-slate-200 text-slate-800",
  completed: "border-transparent bg-green-100 text-green-900",
};

export function AssignmentStateBadge({ state }: { state: AssignmentState }) {
  return <Badge className={STATE_CLASSES[state]}>{ASSIGNMENT_STATE_LABELS[state]}</Badge>;
}

export function RecommendationBadge({ value }: { value: Recommendation }) {
  return <Badge variant="outline">{RECOMMENDATION_LABELS[value]}</Badge>;
}

export function DecisionBadge({ kind }: { kind: DecisionKind }) {
  return <Badge className="border-transparent bg-purple-100 text-purple-900">{DECISION_LABELS[kind]}</Badge>;
}

export function OverdueBadge() {
  return <Badge className="border-transparent bg-red-100 text-red-900">Overdue</Badge>;
}
