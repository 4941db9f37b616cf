#!/usr/bin/env bash
# A PostgreSQL tablespace on a compressing filesystem for the chain bench (issue 39), when the data directory's
# disk cannot hold the fleet: 2,000 x 20,000 tags take about 100 GiB as PostgreSQL writes them. btrfs with zstd
# compression on a sparse image file holds them in a fraction of that (the 100 x 10,000 fleet: 2.6 GiB written,
# 0.3 GiB on the disk). The image grows with what is written and gives space back when the database is dropped
# (discard). Idempotent: run again, it changes nothing. Root, on 127.0.0.1:5432 as in the README; then
#   CHAIN_TABLESPACE=chain_ts npm run bench -- --chain
# Undo: npm run bench -- --chain-drop; psql -h 127.0.0.1 -U postgres -c 'DROP TABLESPACE chain_ts';
#   umount /srv/chainfs; rm /srv/chain.img
# Settings: CHAIN_IMAGE (/srv/chain.img), CHAIN_MOUNT (/srv/chainfs), CHAIN_IMAGE_SIZE (160G, the most the image
# may grow to: the fleet compressed must also fit the disk holding the image), CHAIN_TABLESPACE (chain_ts).
set -euo pipefail
IMAGE=${CHAIN_IMAGE:-/srv/chain.img}
MOUNT=${CHAIN_MOUNT:-/srv/chainfs}
SIZE=${CHAIN_IMAGE_SIZE:-160G}
TABLESPACE=${CHAIN_TABLESPACE:-chain_ts}
PSQL=(psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt)

if [ "$(id -u)" != "0" ]; then
  echo "chain-tablespace: mounting a filesystem needs root" >&2
  exit 1
fi
if ! command -v mkfs.btrfs >/dev/null 2>&1; then
  echo "chain-tablespace: installing Debian's btrfs-progs" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq btrfs-progs >/dev/null
fi
if ! grep -qw btrfs /proc/filesystems; then
  echo "chain-tablespace: this kernel has no btrfs" >&2
  exit 1
fi
mkdir -p "$MOUNT"
if ! mountpoint -q "$MOUNT"; then
  if [ ! -e "$IMAGE" ]; then
    truncate -s "$SIZE" "$IMAGE" # sparse: takes disk only as data is written
    mkfs.btrfs -q "$IMAGE"
  fi
  # compress-force: every extent through zstd level 1 (PostgreSQL's 8 KiB pages look incompressible to btrfs's
  # quick check); discard: a dropped database's blocks go back to the disk holding the image
  mount -o loop,compress-force=zstd:1,discard=async,noatime "$IMAGE" "$MOUNT"
fi
mkdir -p "$MOUNT/pg"
chown postgres:postgres "$MOUNT/pg"
if [ -z "$("${PSQL[@]}" -c "SELECT 1 FROM pg_tablespace WHERE spcname = '$TABLESPACE'")" ]; then
  "${PSQL[@]}" -c "CREATE TABLESPACE \"$TABLESPACE\" LOCATION '$MOUNT/pg'"
fi
echo "chain-tablespace: $TABLESPACE on $MOUNT (btrfs, zstd) in $IMAGE; CHAIN_TABLESPACE=$TABLESPACE npm run bench -- --chain"
