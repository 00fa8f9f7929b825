/** Types of scripts/deploy.mjs's check (for test/scripts/deploy.test.ts). */
export interface DeployProblem { name: 'SITE_ORIGIN' | 'MAIL_FROM'; message: string }
export function deployConfig(env: Record<string, string | undefined>, toml: string): { problems: DeployProblem[]; vars: Record<string, string> };
