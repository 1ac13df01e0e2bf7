import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsScreen } from "../analytics.types";
import { formatMonthDay } from "~/lib/format-date";

/** "Nov 26" from "2026-11-26" (UTC, as counted). */
export function shortDay(day: string): string {
  return formatMonthDay(`${day}T00:00:00Z`);
}

const axis = { fontSize: 12, fill: "#475569" };

/** Page views and visits per day of the period. */
export function TrafficChart({ days }: { days: AnalyticsScreen["traffic"] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <AreaChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} width={48} />
        <Tooltip labelFormatter={(d) => shortDay(String(d))} />
        <Legend />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="views"
          name="Page views"
          stroke="#2563eb"
          fill="#bfdbfe"
        />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="visits"
          name="Visits"
          stroke="#16a34a"
          fill="#bbf7d0"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** Search impressions against clicks per day. */
export function SearchLineChart({ days }: { days: AnalyticsScreen["search"]["days"] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={24} />
        <YAxis yAxisId="impressions" allowDecimals={false} tick={axis} width={56} />
        <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} tick={axis} width={48} />
        <Tooltip labelFormatter={(d) => shortDay(String(d))} />
        <Legend />
        <Line
          isAnimationActive={false}
          yAxisId="impressions"
          type="monotone"
          dataKey="impressions"
          name="Impressions"
          stroke="#16a34a"
          dot={false}
        />
        <Line
          isAnimationActive={false}
          yAxisId="clicks"
          type="monotone"
          dataKey="clicks"
          name="Clicks"
          stroke="#f59e0b"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Clicks and impressions per day as bars (the Search Console tab). */
export function SearchBarChart({ days }: { days: AnalyticsScreen["search"]["days"] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} width={56} />
        <Tooltip labelFormatter={(d) => shortDay(String(d))} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="impressions" name="Impressions" fill="#16a34a" />
        <Bar isAnimationActive={false} dataKey="clicks" name="Clicks" fill="#f59e0b" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Views per page type. */
export function ContentTypePie({ rows }: { rows: { label: string; views: number; colour: string }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <PieChart>
        <Pie data={rows} dataKey="views" nameKey="label" outerRadius={90} label isAnimationActive={false}>
          {rows.map((r) => (
            <Cell key={r.label} fill={r.colour} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
