import * as migration_20261121_234556_initial from './20261121_234556_initial';

export const migrations = [
  {
    up: migration_20261121_234556_initial.up,
    down: migration_20261121_234556_initial.down,
    name: '20261121_234556_initial'
  },
];
