-- wrk script: every request a different `today` (so neither the ETag nor the cache can
-- answer it): a month PNG at scale 2, drawn for real each time. Threads start 14,500 days
-- apart; 36,500 days (a century) pass before a date repeats. CALENDS_FIRST_DAY (a number
-- of days) moves the start, so that a second run does not repeat the first one's dates.
local counter = tonumber(os.getenv("CALENDS_FIRST_DAY") or "0") / 14500
local base = os.time({year = 1950, month = 1, day = 1, hour = 12})

setup = function(thread)
  thread:set("offset", counter * 14500)
  counter = counter + 1
end

request = function()
  offset = offset + 1
  local day = os.date("!%Y-%m-%d", base + (offset % 36500) * 86400)
  return wrk.format("GET", "/specs/month.png?scale=2&today=" .. day)
end
