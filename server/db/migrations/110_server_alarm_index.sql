-- The alarm history of one server (POST /history/alarm/server/{id}/search) reads one source and one class
-- (doc 1 §4: proxy class 1, esl class 2, database class 3), newest first.
CREATE INDEX IF NOT EXISTS alarm_history_server_class_idx
  ON alarm_history ("sourceType", "sourceId", class, "updatedAt" DESC);
