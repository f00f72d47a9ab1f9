import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { AppInstance } from '../../deps.js';
import { createMcpServer } from './mcp.tools.js';
import { userOf, viewerOf } from '../../plugins/auth.js';

const tags = ['mcp'];

/** A JSON-RPC 2.0 message of the Model Context Protocol (its own schema is the SDK's, checked by the transport). */
const mcpMessage = z.looseObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().max(200).optional(),
  id: z.union([z.string().max(200), z.number()]).optional(),
});

/**
 * The MCP server over Streamable HTTP (docs/api.md, "MCP"), stateless: each POST builds a server and a transport
 * for the caller the route's guard resolved, answers its JSON-RPC message as JSON, and ends. Without sessions
 * there is no stream to open (GET) or session to end (DELETE): both answer 405, as the protocol lets a server do.
 */
export async function mcpRoutes(app: AppInstance) {
  app.post(
    '/mcp',
    {
      preHandler: app.requireDataAccess,
      // A read-only API key may use every tool: the tools only read (plugins/auth.ts, apiKeyRead).
      config: { requestClass: 'read', apiKeyRead: true },
      schema: {
        tags,
        summary: 'The MCP server (Model Context Protocol, Streamable HTTP, stateless): one JSON-RPC message',
        description:
          'For AI assistants and MCP clients: initialize, tools/list and tools/call of the tools listed in ' +
          'docs/api.md ("MCP"). Send `Accept: application/json, text/event-stream`; the answer is JSON (202 with ' +
          'no body for a notification). The tools ' +
          'act for the caller with the same access rules as the routes they mirror (Free Trial placeholders, ' +
          "'Admins only' for market_stats).",
        body: mcpMessage,
        response: { 200: mcpMessage.describe('The JSON-RPC answer') },
      },
    },
    async (req, reply) => {
      // The transport answers JSON or an event stream: a client must accept both (the protocol's rule), told in the
      // API's own error format rather than the transport's.
      const accept = req.headers.accept ?? '';
      if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
        throw new AppError(
          406,
          'Send Accept: application/json, text/event-stream (the MCP Streamable HTTP transport).',
        );
      reply.hijack();
      const server = createMcpServer({
        app,
        caller: async () => ({ currentUser: userOf(req), viewer: viewerOf(req) }),
        log: req.log,
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(req.raw, reply.raw, req.body);
      } catch (err) {
        req.log.error({ err }, 'MCP request failed');
        if (!reply.raw.headersSent)
          reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              jsonrpc: '2.0',
              error: { code: -32603, message: 'Internal server error' },
              id: null,
            }),
          );
      }
    },
  );

  const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '/mcp',
      preHandler: app.requireDataAccess,
      schema: { hide: true },
      handler: notAllowed,
    });
}
