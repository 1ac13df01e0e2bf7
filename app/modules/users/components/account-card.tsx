import { BadgeCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { RoleBadges } from "~/modules/auth/components/role-badges";
import type { RoleGrant } from "~/modules/auth/roles";
import { formatDay } from "~/lib/format-date";

/** The account card: roles as badges, status and the date the account was created. */
export function AccountCard({ roles, status, createdAt }: { roles: RoleGrant[]; status: string; createdAt: Date }) {
  return (
    <Card id="account">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgeCheck className="size-5 text-blue-700" aria-hidden="true" />
          Account
        </CardTitle>
        <CardDescription>What your account may do on the platform.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Roles</dt>
            <dd className="mt-1.5">
              {roles.length > 0 ? <RoleBadges roles={roles} /> : <span className="text-slate-500">No roles yet</span>}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Status</dt>
            <dd className="mt-1.5">
              <Badge variant={status === "active" ? "success" : "secondary"} className="capitalize">
                {status}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Member since</dt>
            <dd className="mt-1 text-slate-700">
              <time dateTime={new Date(createdAt).toISOString()}>{formatDay(createdAt)}</time>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
