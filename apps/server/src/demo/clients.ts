/** Directing clients (agents, lenders, companies), the agents on files, and JV client groups. */
import type { clientGroupMembers, clientGroups, clients } from '../db/schema/index.ts';
import type { HubState } from './holidays.ts';
import { BROKERAGE_DOMAIN, BROKERAGES, COMPANY_CLIENTS, FIRST_NAMES, LAST_NAMES, LENDERS } from './names.ts';
import type { Jv } from './organisation.ts';
import { phone } from './organisation.ts';
import type { Employee } from './people.ts';
import type { Rng } from './prng.ts';

export type ClientKind = 'agent' | 'lender' | 'company';

export type Agent = { name: string; agency: string; email: string; phone: string };

export type Client = {
  id: number;
  kind: ClientKind;
  state: HubState;
  company: string | null;
  individual: string | null;
  /** The agent record when the client is an agent (they appear on files as listing or selling agent). */
  agent: Agent | null;
  repId: number | null;
  jvId: number | null;
  builder: boolean;
};

export type ClientPools = {
  rows: (typeof clients.$inferInsert)[];
  list: Client[];
  /** Non-JV clients by rep and kind; `house` holds the clients without a rep. */
  byRep: Map<number, Record<ClientKind, Client[]>>;
  house: Record<HubState, Record<ClientKind, Client[]>>;
  byJv: Map<number, Client[]>;
  agents: Record<HubState, Agent[]>;
  lenders: Record<HubState, string[]>;
};

const AREA_CODES: Record<HubState, string[]> = {
  AZ: ['480', '602', '623', '520', '928'],
  NV: ['702', '725', '775'],
};
const STATE_SHARE_AZ = 0.68;
const BUILDER = /Homes|Builders|Homebuilders/;

export function clientCount(files: number): number {
  return Math.min(25_000, Math.max(150, Math.round(files / 12)));
}

function emptyKinds(): Record<ClientKind, Client[]> {
  return { agent: [], lender: [], company: [] };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

export function buildClients(
  rng: Rng,
  firstId: number,
  files: number,
  reps: readonly Employee[],
  jvList: readonly Jv[],
): ClientPools {
  const total = clientCount(files);
  const rows: (typeof clients.$inferInsert)[] = [];
  const list: Client[] = [];
  const byRep = new Map<number, Record<ClientKind, Client[]>>();
  const house: Record<HubState, Record<ClientKind, Client[]>> = { AZ: emptyKinds(), NV: emptyKinds() };
  const byJv = new Map<number, Client[]>();
  const agents: Record<HubState, Agent[]> = { AZ: [], NV: [] };
  const lenders: Record<HubState, string[]> = {
    AZ: [...LENDERS.AZ, ...LENDERS.BOTH],
    NV: [...LENDERS.NV, ...LENDERS.BOTH],
  };
  let nextId = firstId;

  const person = () => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) });
  const makeAgent = (state: HubState, agency: string): Agent => {
    const p = person();
    return {
      name: `${p.first} ${p.last}`,
      agency,
      email: `${slug(p.first)}.${slug(p.last)}@${BROKERAGE_DOMAIN(agency)}`,
      phone: phone(rng, rng.pick(AREA_CODES[state])),
    };
  };

  const add = (
    state: HubState,
    kind: ClientKind,
    company: string,
    repId: number | null,
    jvId: number | null,
    individual: boolean,
  ) => {
    const id = nextId++;
    const p = person();
    const agent = kind === 'agent' ? makeAgent(state, company) : null;
    const name = agent ? agent.name : `${p.first} ${p.last}`;
    const [first, last] = agent ? (agent.name.split(' ') as [string, string]) : [p.first, p.last];
    const email = agent ? agent.email : `${slug(first)}.${slug(last)}@${BROKERAGE_DOMAIN(company)}`;
    rows.push({
      client_id: id,
      uuid: rng.uuid(),
      company_name: company,
      first_name: individual ? first : null,
      last_name: individual ? last : null,
      individual_name: individual ? name : null,
      contact_name: name,
      email,
      phone: agent ? agent.phone : phone(rng, rng.pick(AREA_CODES[state])),
      marketing_rep_id: repId,
    });
    const client: Client = {
      id,
      kind,
      state,
      company,
      individual: individual ? name : null,
      agent,
      repId,
      jvId,
      builder: kind === 'company' && BUILDER.test(company),
    };
    list.push(client);
    if (agent) agents[state].push(agent);
    if (jvId !== null) {
      const jvClients = byJv.get(jvId) ?? [];
      jvClients.push(client);
      byJv.set(jvId, jvClients);
    } else if (repId === null) {
      house[state][kind].push(client);
    } else {
      let kinds = byRep.get(repId);
      if (!kinds) {
        kinds = emptyKinds();
        byRep.set(repId, kinds);
      }
      kinds[kind].push(client);
    }
    return client;
  };

  // JV clients: the partner brokerage's agents (a builder JV also has the builder itself).
  const jvWeight = jvList.reduce((sum, jv) => sum + jv.weight, 0);
  for (const jv of jvList) {
    const count = Math.max(3, Math.round((total * 0.15 * jv.weight) / jvWeight));
    const linked = reps.filter((r) => r.jvIds.includes(jv.id));
    const repOf = () => (linked.length > 0 ? rng.pick(linked).id : null);
    if (jv.partnerKind === 'builder') add(jv.state, 'company', jv.partner, repOf(), jv.id, false);
    for (let i = byJv.get(jv.id)?.length ?? 0; i < count; i++)
      add(jv.state, 'agent', jv.partner, repOf(), jv.id, true);
  }

  /** A company a client of this kind works for: a brokerage, a lender or a company of the state. */
  const pickCompany = (state: HubState, kind: ClientKind) =>
    kind === 'agent'
      ? rng.pick(BROKERAGES[state])
      : kind === 'lender'
        ? rng.pick(lenders[state])
        : rng.pick(COMPANY_CLIENTS[state]);

  // Everyone else, spread over the reps (each rep gets a few first), some with no rep ("house").
  const remaining = Math.max(0, total - list.length);
  const repsOf = (state: HubState) => reps.filter((r) => r.state === state);
  const roundRobin: Record<HubState, Employee[]> = { AZ: [...repsOf('AZ')], NV: [...repsOf('NV')] };
  const seeded: Record<HubState, number> = { AZ: 0, NV: 0 };
  for (let i = 0; i < remaining; i++) {
    const state: HubState = rng.chance(STATE_SHARE_AZ) ? 'AZ' : 'NV';
    const u = rng.next();
    const kind: ClientKind = u < 0.62 ? 'agent' : u < 0.85 ? 'lender' : 'company';
    const company = pickCompany(state, kind);
    let repId: number | null;
    const pool = roundRobin[state];
    if (seeded[state] < pool.length * 4) {
      repId = (pool[seeded[state] % pool.length] as Employee).id;
      seeded[state]++;
    } else if (rng.chance(0.06) || pool.length === 0) {
      repId = null;
    } else {
      repId = rng.weighted(pool, (r) => r.weight).id;
    }
    add(state, kind, company, repId, null, kind !== 'company' || rng.chance(0.3));
  }
  // Every state needs house clients of each kind for files with no rep.
  for (const state of ['AZ', 'NV'] as const) {
    for (const kind of ['agent', 'lender', 'company'] as const) {
      if (house[state][kind].length === 0) {
        const company = pickCompany(state, kind);
        add(state, kind, company, null, null, kind !== 'company');
      }
    }
  }

  // Agents who never direct business still appear on the other side of deals.
  for (const state of ['AZ', 'NV'] as const) {
    const extra = Math.max(
      120,
      Math.round(total * 0.6 * (state === 'AZ' ? STATE_SHARE_AZ : 1 - STATE_SHARE_AZ)),
    );
    for (let i = 0; i < extra; i++) agents[state].push(makeAgent(state, rng.pick(BROKERAGES[state])));
    rng.shuffle(agents[state]);
  }
  return { rows, list, byRep, house, byJv, agents, lenders };
}

export function normaliseMemberName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Teams of JV agents, grouped for the JV client trend report. */
export function buildClientGroups(
  rng: Rng,
  firstId: number,
  jvList: readonly Jv[],
  pools: ClientPools,
): {
  groups: (typeof clientGroups.$inferInsert)[];
  members: (typeof clientGroupMembers.$inferInsert)[];
} {
  const groups: (typeof clientGroups.$inferInsert)[] = [];
  const members: (typeof clientGroupMembers.$inferInsert)[] = [];
  const names = new Set<string>();
  let id = firstId;
  for (const jv of jvList) {
    const agentClients = (pools.byJv.get(jv.id) ?? []).filter((c) => c.individual !== null);
    if (agentClients.length < 2) continue;
    const teams = jv.lastDay === null ? 2 : 1;
    for (let t = 0; t < teams; t++) {
      const size = Math.min(agentClients.length, rng.int(2, 4));
      const chosen = rng.shuffle([...agentClients]).slice(0, size);
      const lead = chosen[0]?.individual?.split(' ').slice(-1)[0] ?? 'Partner';
      let name = `The ${lead} Team (${jv.partner})`;
      while (names.has(name)) name = `${name} II`;
      names.add(name);
      const groupId = id++;
      groups.push({ client_group_id: groupId, name, is_active: jv.lastDay === null });
      const seen = new Set<string>();
      for (const client of chosen) {
        const memberName = client.individual as string;
        const normalised = normaliseMemberName(memberName);
        if (seen.has(normalised)) continue;
        seen.add(normalised);
        members.push({
          client_group_id: groupId,
          member_name: memberName,
          normalized_member_name: normalised,
        });
      }
    }
  }
  return { groups, members };
}
