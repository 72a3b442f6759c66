// Package deploy holds no Go code a program imports: it is the container
// image (Dockerfile) and the Kubernetes manifests (k8s/) of docs/deploy.md,
// and its tests read them — the Dockerfile's instructions and sources, the
// manifests' cross-references, and the gql flags they use against gql's own
// help — since no Docker engine or cluster is at hand to try them.
package deploy
