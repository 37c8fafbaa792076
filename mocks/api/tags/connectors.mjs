// @ts-check
/** The store's `connectors` tag: GitHub connectors, as YAML resources (./yaml-resources.mjs). */
import { yamlTag } from './yaml-resources.mjs';

export const { tag, handlers } = yamlTag('connectors', 'github', {
  list: 'listGithubConnectors',
  create: 'createGithubConnector',
  update: 'updateGithubConnector',
  remove: 'deleteGithubConnector',
});
