-- wrk script: the 304 path — every request carries the ETag of the image it asks for.
-- Run with the ETag in the environment: CALENDS_ETAG='"abc"' wrk -s not-modified.lua URL
local etag = os.getenv("CALENDS_ETAG")
wrk.headers["If-None-Match"] = etag
