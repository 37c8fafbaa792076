// @ts-check
/** The store's `trustedClusters` tag: trusted clusters, as YAML resources (./yaml-resources.mjs). */
import { yamlTag } from './yaml-resources.mjs';

export const { tag, handlers } = yamlTag('trustedClusters', 'trusted_cluster', {
  list: 'listTrustedClusters',
  create: 'createTrustedCluster',
  update: 'updateTrustedCluster',
  remove: 'deleteTrustedCluster',
});
