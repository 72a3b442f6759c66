// The registry example: a package registry written for gql by its developers
// (not taken from anywhere), in a domain none of the rules were written on.
// Packages in four languages, their releases (versions, ISO dates as strings,
// sizes in kilobytes, yanked flags), maintainers with an owner/collaborator
// role and a since date on the edge, organisations that publish packages,
// licences, issues with severities and states, and DEPENDS_ON between
// packages whose kind ('hard' or 'dev') and version range sit on the edge.
// Written so questions have edge cases to hit: a package nobody maintains, a
// maintainer of nothing, an organisation and a licence nothing points at, a
// dependency cycle between two dev tools, deprecated packages others still
// depend on, names with stop words. Regenerate the converted files with
//   go run ./cmd/gql convert examples/registry/registry.cypher --name registry --out examples/registry
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Package) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Release) REQUIRE (r.tag) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Maintainer) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (o:Organization) REQUIRE (o.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (l:License) REQUIRE (l.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Issue) REQUIRE (i.title) IS UNIQUE;
CREATE INDEX IF NOT EXISTS FOR (r:Release) ON (r.released);

CREATE (Northwind:Organization {name:'Northwind Labs', founded:2012, country:'United States'})
CREATE (Acme:Organization {name:'Acme Cloud', founded:2015, country:'United States'})
CREATE (OTF:Organization {name:'Open Tooling Foundation', founded:2009, country:'Germany'})
CREATE (FotP:Organization {name:'Friends of the Parser', founded:2018, country:'Netherlands'})
CREATE (Kestrel:Organization {name:'Kestrel Systems', founded:2016, country:'United Kingdom'})
CREATE (Bluefin:Organization {name:'Bluefin Data', founded:2019, country:'Japan'})
CREATE (QuietOwl:Organization {name:'Quiet Owl Collective', founded:2021, country:'Brazil'})

CREATE (MIT:License {name:'MIT', title:'MIT License', osi_approved:true, copyleft:false})
CREATE (Apache:License {name:'Apache-2.0', title:'Apache License 2.0', osi_approved:true, copyleft:false})
CREATE (BSD3:License {name:'BSD-3-Clause', title:'BSD 3-Clause License', osi_approved:true, copyleft:false})
CREATE (GPL3:License {name:'GPL-3.0-only', title:'GNU General Public License v3.0 only', osi_approved:true, copyleft:true})
CREATE (MPL2:License {name:'MPL-2.0', title:'Mozilla Public License 2.0', osi_approved:true, copyleft:true})
CREATE (ISC:License {name:'ISC', title:'ISC License', osi_approved:true, copyleft:false})
CREATE (BUSL:License {name:'BUSL-1.1', title:'Business Source License 1.1', osi_approved:false, copyleft:false})
CREATE (Unlicense:License {name:'Unlicense', title:'The Unlicense', osi_approved:true, copyleft:false})

CREATE (Alice:Maintainer {name:'Alice Moreau', country:'France', joined:'2014-02-10'})
CREATE (Bram:Maintainer {name:'Bram de Vries', country:'Netherlands', joined:'2015-06-01'})
CREATE (Chen:Maintainer {name:'Chen Wei', country:'China', joined:'2013-09-17'})
CREATE (Dana:Maintainer {name:'Dana Kowalski', country:'Poland', joined:'2016-01-25'})
CREATE (Elif:Maintainer {name:'Elif Yilmaz', country:'Turkey', joined:'2017-04-04'})
CREATE (Felix:Maintainer {name:'Felix Braun', country:'Germany', joined:'2012-11-30'})
CREATE (Gabriela:Maintainer {name:'Gabriela dos Santos', country:'Brazil', joined:'2018-08-08'})
CREATE (Hiro:Maintainer {name:'Hiro Tanaka', country:'Japan', joined:'2015-03-19'})
CREATE (Isla:Maintainer {name:'Isla MacLeod', country:'United Kingdom', joined:'2019-07-22'})
CREATE (Jonas:Maintainer {name:'Jonas Lindqvist', country:'Sweden', joined:'2016-10-12'})
CREATE (Kavya:Maintainer {name:'Kavya Iyer', country:'India', joined:'2020-02-29'})
CREATE (Liam:Maintainer {name:'Liam Walsh', country:'Ireland', joined:'2014-12-01'})
CREATE (Maya:Maintainer {name:'Maya Cohen', country:'Israel', joined:'2021-05-17'})
CREATE (Nikolai:Maintainer {name:'Nikolai Sorensen', country:'Denmark', joined:'2013-03-03'})
CREATE (Olu:Maintainer {name:'Olu Adeyemi', country:'Nigeria', joined:'2018-01-09'})
CREATE (PriyaN:Maintainer {name:'Priya Nair', country:'India', joined:'2022-09-05'})
CREATE (Quinn:Maintainer {name:'Quinn Harper', country:'United States', joined:'2011-06-15'})
CREATE (Rosa:Maintainer {name:'Rosa Jimenez', country:'Spain', joined:'2019-11-11'})
CREATE (Sam:Maintainer {name:'Sam Taylor', country:'United States', joined:'2023-03-27'})
CREATE (Tomasz:Maintainer {name:'Tomasz Nowak', country:'Poland', joined:'2017-07-07'})

CREATE (QuillHttp:Package {name:'quill-http', language:'JavaScript', description:'A small promise-based HTTP client', downloads:1850000, created:'2016-03-14', deprecated:false})
CREATE (QuillRetry:Package {name:'quill-retry', language:'JavaScript', description:'Retry policies for HTTP requests', downloads:420000, created:'2017-08-02', deprecated:false})
CREATE (TinyRouter:Package {name:'tiny-router', language:'JavaScript', description:'A minimal URL router', downloads:960000, created:'2015-11-20', deprecated:false})
CREATE (LeftTrim:Package {name:'left-trim', language:'JavaScript', description:'Trims whitespace at the start of a string', downloads:3200000, created:'2014-05-09', deprecated:true})
CREATE (Dateparse:Package {name:'dateparse', language:'JavaScript', description:'Parses dates in many formats', downloads:780000, created:'2018-02-27', deprecated:false})
CREATE (ColorfulLog:Package {name:'colorful-log', language:'JavaScript', description:'Coloured console logging', downloads:250000, created:'2019-06-11', deprecated:false})
CREATE (JestSnap:Package {name:'jest-snapshot-diff', language:'JavaScript', description:'Readable diffs of test snapshots', downloads:150000, created:'2020-01-15', deprecated:false})
CREATE (EslintQuiet:Package {name:'eslint-plugin-quiet', language:'JavaScript', description:'Lint rules against noisy logging', downloads:90000, created:'2021-04-03', deprecated:false})
CREATE (Pyyamlite:Package {name:'pyyamlite', language:'Python', description:'A safe YAML loader', downloads:640000, created:'2017-05-22', deprecated:false})
CREATE (Fastcsv:Package {name:'fastcsv', language:'Python', description:'Fast CSV reading and writing', downloads:1200000, created:'2015-09-30', deprecated:false})
CREATE (Numkit:Package {name:'numkit', language:'Python', description:'Numerical arrays and linear algebra', downloads:2100000, created:'2013-07-18', deprecated:false})
CREATE (Plotwell:Package {name:'plotwell', language:'Python', description:'Plots for reports', downloads:530000, created:'2016-10-05', deprecated:false})
CREATE (PytestTimer:Package {name:'pytest-timer', language:'Python', description:'Times each test', downloads:75000, created:'2020-09-14', deprecated:false})
CREATE (ReqCache:Package {name:'requests-cache-lite', language:'Python', description:'A response cache for HTTP clients', downloads:310000, created:'2018-12-01', deprecated:false})
CREATE (DfUtils:Package {name:'dataframe-utils', language:'Python', description:'Helpers for tabular data', downloads:180000, created:'2021-02-17', deprecated:false})
CREATE (Sqlgen:Package {name:'sqlgen', language:'Python', description:'Generates SQL from table definitions', downloads:45000, created:'2022-06-30', deprecated:false})
CREATE (GoFlagset:Package {name:'go-flagset', language:'Go', description:'Command-line flag sets', downloads:380000, created:'2016-01-12', deprecated:false})
CREATE (GoJsonpath:Package {name:'go-jsonpath', language:'Go', description:'JSONPath queries over Go values', downloads:270000, created:'2017-03-08', deprecated:false})
CREATE (Gorate:Package {name:'gorate', language:'Go', description:'Token-bucket rate limiting', downloads:120000, created:'2019-11-25', deprecated:false})
CREATE (GoMockery:Package {name:'go-mockery-lite', language:'Go', description:'Generates mocks from interfaces', downloads:60000, created:'2021-07-19', deprecated:false})
CREATE (GoLogfmt:Package {name:'go-logfmt', language:'Go', description:'Structured logging in logfmt', downloads:440000, created:'2015-06-06', deprecated:false})
CREATE (SerdeLite:Package {name:'serde-lite', language:'Rust', description:'Serialisation without macros', downloads:890000, created:'2018-04-16', deprecated:false})
CREATE (TokioTimer:Package {name:'tokio-timerwheel', language:'Rust', description:'A hierarchical timer wheel', downloads:140000, created:'2020-05-05', deprecated:false})
CREATE (Clapper:Package {name:'clapper', language:'Rust', description:'Command-line argument parsing', downloads:510000, created:'2017-10-23', deprecated:false})
CREATE (RandCore:Package {name:'rand-core-lite', language:'Rust', description:'Core random number traits', downloads:700000, created:'2016-08-29', deprecated:false})
CREATE (Criterion:Package {name:'criterion-mini', language:'Rust', description:'Statistical benchmarking', downloads:35000, created:'2022-03-11', deprecated:false})
CREATE (Hashbrownie:Package {name:'hashbrownie', language:'Rust', description:'A fast hash map', downloads:220000, created:'2019-02-14', deprecated:false})
CREATE (MarkdownIt:Package {name:'markdown-it-lite', language:'JavaScript', description:'Markdown to HTML', downloads:330000, created:'2018-07-07', deprecated:false})
CREATE (UuidTools:Package {name:'uuid-tools', language:'JavaScript', description:'UUID generation and parsing', downloads:1500000, created:'2014-12-12', deprecated:false})
CREATE (SemverCheck:Package {name:'semver-check', language:'JavaScript', description:'Checks version ranges', downloads:610000, created:'2016-06-21', deprecated:false})
CREATE (YamlBridge:Package {name:'yaml-bridge', language:'Go', description:'YAML to JSON conversion', downloads:95000, created:'2020-10-10', deprecated:false})
CREATE (CliSpinner:Package {name:'cli-spinner', language:'JavaScript', description:'Terminal spinners', downloads:270000, created:'2019-03-03', deprecated:false})
CREATE (OrbitDb:Package {name:'orbit-db-client', language:'JavaScript', description:'Client for a peer-to-peer database', downloads:12000, created:'2023-05-25', deprecated:false})
CREATE (Pgwire:Package {name:'pgwire', language:'Go', description:'The PostgreSQL wire protocol', downloads:150000, created:'2018-09-09', deprecated:false})
CREATE (RedisLite:Package {name:'redis-lite', language:'Python', description:'A minimal Redis client', downloads:260000, created:'2017-01-30', deprecated:true})
CREATE (ArtOfParsing:Package {name:'the-art-of-parsing', language:'Python', description:'Parser combinators with examples', downloads:20000, created:'2023-11-08', deprecated:false})
CREATE (ZeroDeps:Package {name:'zero-deps', language:'Rust', description:'A crate with no dependencies', downloads:8000, created:'2024-02-02', deprecated:false})
CREATE (CryptoShim:Package {name:'crypto-shim', language:'JavaScript', description:'Web Crypto for older runtimes', downloads:560000, created:'2015-02-18', deprecated:false})
CREATE (BenchHarness:Package {name:'bench-harness', language:'Go', description:'Runs and compares benchmarks', downloads:18000, created:'2022-12-05', deprecated:false})
CREATE (Lintkit:Package {name:'lintkit', language:'Python', description:'A framework for linters', downloads:140000, created:'2019-08-08', deprecated:false})

CREATE (QuillHttp420:Release {tag:'quill-http@4.2.0', version:'4.2.0', released:'2022-03-01', size_kb:84, yanked:false})
CREATE (QuillHttp500:Release {tag:'quill-http@5.0.0', version:'5.0.0', released:'2023-06-15', size_kb:91, yanked:false})
CREATE (QuillHttp510:Release {tag:'quill-http@5.1.0', version:'5.1.0', released:'2024-02-20', size_kb:93, yanked:true})
CREATE (QuillHttp511:Release {tag:'quill-http@5.1.1', version:'5.1.1', released:'2024-05-02', size_kb:93, yanked:false})
CREATE (QuillRetry200:Release {tag:'quill-retry@2.0.0', version:'2.0.0', released:'2021-01-10', size_kb:12, yanked:false})
CREATE (QuillRetry210:Release {tag:'quill-retry@2.1.0', version:'2.1.0', released:'2023-09-05', size_kb:13, yanked:false})
CREATE (TinyRouter300:Release {tag:'tiny-router@3.0.0', version:'3.0.0', released:'2020-07-07', size_kb:22, yanked:false})
CREATE (TinyRouter310:Release {tag:'tiny-router@3.1.0', version:'3.1.0', released:'2022-11-11', size_kb:24, yanked:false})
CREATE (LeftTrim120:Release {tag:'left-trim@1.2.0', version:'1.2.0', released:'2016-03-03', size_kb:2, yanked:false})
CREATE (LeftTrim121:Release {tag:'left-trim@1.2.1', version:'1.2.1', released:'2017-01-20', size_kb:2, yanked:false})
CREATE (Dateparse100:Release {tag:'dateparse@1.0.0', version:'1.0.0', released:'2018-02-27', size_kb:40, yanked:false})
CREATE (Dateparse200:Release {tag:'dateparse@2.0.0', version:'2.0.0', released:'2020-10-12', size_kb:55, yanked:true})
CREATE (Dateparse210:Release {tag:'dateparse@2.1.0', version:'2.1.0', released:'2024-01-09', size_kb:57, yanked:false})
CREATE (ColorfulLog090:Release {tag:'colorful-log@0.9.0', version:'0.9.0', released:'2019-06-11', size_kb:8, yanked:false})
CREATE (ColorfulLog100:Release {tag:'colorful-log@1.0.0', version:'1.0.0', released:'2021-05-30', size_kb:9, yanked:false})
CREATE (JestSnap100:Release {tag:'jest-snapshot-diff@1.0.0', version:'1.0.0', released:'2020-01-15', size_kb:30, yanked:false})
CREATE (JestSnap110:Release {tag:'jest-snapshot-diff@1.1.0', version:'1.1.0', released:'2021-03-21', size_kb:31, yanked:false})
CREATE (EslintQuiet090:Release {tag:'eslint-plugin-quiet@0.9.0', version:'0.9.0', released:'2021-04-03', size_kb:6, yanked:false})
CREATE (EslintQuiet091:Release {tag:'eslint-plugin-quiet@0.9.1', version:'0.9.1', released:'2022-08-18', size_kb:6, yanked:false})
CREATE (Pyyamlite530:Release {tag:'pyyamlite@5.3.0', version:'5.3.0', released:'2019-04-04', size_kb:140, yanked:false})
CREATE (Pyyamlite600:Release {tag:'pyyamlite@6.0.0', version:'6.0.0', released:'2021-10-13', size_kb:152, yanked:false})
CREATE (Fastcsv200:Release {tag:'fastcsv@2.0.0', version:'2.0.0', released:'2018-08-08', size_kb:210, yanked:false})
CREATE (Fastcsv300:Release {tag:'fastcsv@3.0.0', version:'3.0.0', released:'2022-02-02', size_kb:236, yanked:false})
CREATE (Fastcsv310:Release {tag:'fastcsv@3.1.0', version:'3.1.0', released:'2024-04-30', size_kb:240, yanked:false})
CREATE (Numkit1200:Release {tag:'numkit@1.20.0', version:'1.20.0', released:'2019-12-12', size_kb:15800, yanked:false})
CREATE (Numkit1240:Release {tag:'numkit@1.24.0', version:'1.24.0', released:'2022-12-19', size_kb:17200, yanked:false})
CREATE (Numkit200:Release {tag:'numkit@2.0.0', version:'2.0.0', released:'2024-06-16', size_kb:18900, yanked:false})
CREATE (Plotwell340:Release {tag:'plotwell@3.4.0', version:'3.4.0', released:'2021-05-05', size_kb:7400, yanked:false})
CREATE (Plotwell380:Release {tag:'plotwell@3.8.0', version:'3.8.0', released:'2023-09-15', size_kb:8100, yanked:false})
CREATE (PytestTimer030:Release {tag:'pytest-timer@0.3.0', version:'0.3.0', released:'2020-09-14', size_kb:11, yanked:false})
CREATE (PytestTimer040:Release {tag:'pytest-timer@0.4.0', version:'0.4.0', released:'2022-05-05', size_kb:12, yanked:false})
CREATE (ReqCache100:Release {tag:'requests-cache-lite@1.0.0', version:'1.0.0', released:'2018-12-01', size_kb:48, yanked:false})
CREATE (ReqCache120:Release {tag:'requests-cache-lite@1.2.0', version:'1.2.0', released:'2021-07-14', size_kb:52, yanked:false})
CREATE (DfUtils010:Release {tag:'dataframe-utils@0.1.0', version:'0.1.0', released:'2021-02-17', size_kb:64, yanked:false})
CREATE (DfUtils020:Release {tag:'dataframe-utils@0.2.0', version:'0.2.0', released:'2023-03-03', size_kb:70, yanked:false})
CREATE (Sqlgen010:Release {tag:'sqlgen@0.1.0', version:'0.1.0', released:'2022-06-30', size_kb:33, yanked:false})
CREATE (GoFlagset100:Release {tag:'go-flagset@1.0.0', version:'1.0.0', released:'2016-01-12', size_kb:18, yanked:false})
CREATE (GoFlagset150:Release {tag:'go-flagset@1.5.0', version:'1.5.0', released:'2020-04-22', size_kb:21, yanked:false})
CREATE (GoJsonpath080:Release {tag:'go-jsonpath@0.8.0', version:'0.8.0', released:'2017-03-08', size_kb:27, yanked:false})
CREATE (GoJsonpath100:Release {tag:'go-jsonpath@1.0.0', version:'1.0.0', released:'2019-09-19', size_kb:30, yanked:false})
CREATE (Gorate100:Release {tag:'gorate@1.0.0', version:'1.0.0', released:'2019-11-25', size_kb:9, yanked:false})
CREATE (Gorate110:Release {tag:'gorate@1.1.0', version:'1.1.0', released:'2023-02-14', size_kb:10, yanked:false})
CREATE (GoMockery010:Release {tag:'go-mockery-lite@0.1.0', version:'0.1.0', released:'2021-07-19', size_kb:44, yanked:false})
CREATE (GoLogfmt100:Release {tag:'go-logfmt@1.0.0', version:'1.0.0', released:'2015-06-06', size_kb:14, yanked:false})
CREATE (GoLogfmt110:Release {tag:'go-logfmt@1.1.0', version:'1.1.0', released:'2018-10-10', size_kb:15, yanked:false})
CREATE (GoLogfmt120:Release {tag:'go-logfmt@1.2.0', version:'1.2.0', released:'2024-03-18', size_kb:15, yanked:false})
CREATE (SerdeLite090:Release {tag:'serde-lite@0.9.0', version:'0.9.0', released:'2018-04-16', size_kb:120, yanked:false})
CREATE (SerdeLite100:Release {tag:'serde-lite@1.0.0', version:'1.0.0', released:'2020-12-24', size_kb:134, yanked:true})
CREATE (SerdeLite101:Release {tag:'serde-lite@1.0.1', version:'1.0.1', released:'2021-01-05', size_kb:134, yanked:false})
CREATE (TokioTimer020:Release {tag:'tokio-timerwheel@0.2.0', version:'0.2.0', released:'2020-05-05', size_kb:58, yanked:false})
CREATE (TokioTimer030:Release {tag:'tokio-timerwheel@0.3.0', version:'0.3.0', released:'2023-11-30', size_kb:61, yanked:false})
CREATE (Clapper300:Release {tag:'clapper@3.0.0', version:'3.0.0', released:'2021-12-31', size_kb:310, yanked:false})
CREATE (Clapper400:Release {tag:'clapper@4.0.0', version:'4.0.0', released:'2023-08-08', size_kb:345, yanked:false})
CREATE (Clapper410:Release {tag:'clapper@4.1.0', version:'4.1.0', released:'2024-07-01', size_kb:352, yanked:false})
CREATE (RandCore060:Release {tag:'rand-core-lite@0.6.0', version:'0.6.0', released:'2016-10-15', size_kb:26, yanked:false})
CREATE (RandCore080:Release {tag:'rand-core-lite@0.8.0', version:'0.8.0', released:'2021-06-06', size_kb:29, yanked:false})
CREATE (Criterion010:Release {tag:'criterion-mini@0.1.0', version:'0.1.0', released:'2022-03-11', size_kb:72, yanked:false})
CREATE (Hashbrownie0120:Release {tag:'hashbrownie@0.12.0', version:'0.12.0', released:'2019-02-14', size_kb:88, yanked:false})
CREATE (Hashbrownie0140:Release {tag:'hashbrownie@0.14.0', version:'0.14.0', released:'2023-05-05', size_kb:95, yanked:false})
CREATE (MarkdownIt1200:Release {tag:'markdown-it-lite@12.0.0', version:'12.0.0', released:'2018-07-07', size_kb:102, yanked:false})
CREATE (MarkdownIt1300:Release {tag:'markdown-it-lite@13.0.0', version:'13.0.0', released:'2022-06-06', size_kb:110, yanked:false})
CREATE (UuidTools300:Release {tag:'uuid-tools@3.0.0', version:'3.0.0', released:'2015-05-05', size_kb:5, yanked:false})
CREATE (UuidTools410:Release {tag:'uuid-tools@4.1.0', version:'4.1.0', released:'2020-11-11', size_kb:6, yanked:false})
CREATE (UuidTools420:Release {tag:'uuid-tools@4.2.0', version:'4.2.0', released:'2024-01-01', size_kb:6, yanked:false})
CREATE (SemverCheck300:Release {tag:'semver-check@3.0.0', version:'3.0.0', released:'2016-06-21', size_kb:19, yanked:false})
CREATE (SemverCheck310:Release {tag:'semver-check@3.1.0', version:'3.1.0', released:'2019-03-19', size_kb:20, yanked:false})
CREATE (YamlBridge050:Release {tag:'yaml-bridge@0.5.0', version:'0.5.0', released:'2020-10-10', size_kb:35, yanked:false})
CREATE (CliSpinner050:Release {tag:'cli-spinner@0.5.0', version:'0.5.0', released:'2019-03-03', size_kb:7, yanked:false})
CREATE (CliSpinner060:Release {tag:'cli-spinner@0.6.0', version:'0.6.0', released:'2022-09-09', size_kb:8, yanked:false})
CREATE (OrbitDb010:Release {tag:'orbit-db-client@0.1.0', version:'0.1.0', released:'2023-05-25', size_kb:420, yanked:false})
CREATE (OrbitDb020:Release {tag:'orbit-db-client@0.2.0', version:'0.2.0', released:'2024-08-12', size_kb:455, yanked:false})
CREATE (Pgwire100:Release {tag:'pgwire@1.0.0', version:'1.0.0', released:'2018-09-09', size_kb:66, yanked:false})
CREATE (Pgwire130:Release {tag:'pgwire@1.3.0', version:'1.3.0', released:'2022-10-20', size_kb:71, yanked:false})
CREATE (RedisLite200:Release {tag:'redis-lite@2.0.0', version:'2.0.0', released:'2017-01-30', size_kb:38, yanked:false})
CREATE (RedisLite210:Release {tag:'redis-lite@2.1.0', version:'2.1.0', released:'2018-06-06', size_kb:39, yanked:false})
CREATE (ArtOfParsing010:Release {tag:'the-art-of-parsing@0.1.0', version:'0.1.0', released:'2023-11-08', size_kb:24, yanked:false})
CREATE (ZeroDeps100:Release {tag:'zero-deps@1.0.0', version:'1.0.0', released:'2024-02-02', size_kb:3, yanked:false})
CREATE (CryptoShim220:Release {tag:'crypto-shim@2.2.0', version:'2.2.0', released:'2016-11-11', size_kb:45, yanked:false})
CREATE (CryptoShim230:Release {tag:'crypto-shim@2.3.0', version:'2.3.0', released:'2019-09-09', size_kb:47, yanked:false})
CREATE (BenchHarness010:Release {tag:'bench-harness@0.1.0', version:'0.1.0', released:'2022-12-05', size_kb:16, yanked:false})
CREATE (BenchHarness020:Release {tag:'bench-harness@0.2.0', version:'0.2.0', released:'2024-09-01', size_kb:18, yanked:false})
CREATE (Lintkit100:Release {tag:'lintkit@1.0.0', version:'1.0.0', released:'2019-08-08', size_kb:52, yanked:false})
CREATE (Lintkit140:Release {tag:'lintkit@1.4.0', version:'1.4.0', released:'2023-04-04', size_kb:61, yanked:false})

CREATE (I01:Issue {title:'Timeout ignored on redirects', severity:'high', state:'open', opened:'2024-03-02'})
CREATE (I02:Issue {title:'Memory leak in keep-alive pool', severity:'critical', state:'closed', opened:'2023-11-20'})
CREATE (I03:Issue {title:'Typo in README', severity:'low', state:'closed', opened:'2022-01-05'})
CREATE (I04:Issue {title:'Retry storms under load', severity:'medium', state:'open', opened:'2024-06-10'})
CREATE (I05:Issue {title:'Unicode whitespace not trimmed', severity:'medium', state:'open', opened:'2019-02-02'})
CREATE (I06:Issue {title:'Wildcard routes shadow static routes', severity:'high', state:'open', opened:'2023-07-21'})
CREATE (I07:Issue {title:'Wrong week number in ISO format', severity:'medium', state:'closed', opened:'2020-05-05'})
CREATE (I08:Issue {title:'Leap second parsing crash', severity:'critical', state:'open', opened:'2024-04-01'})
CREATE (I09:Issue {title:'Colors lost on Windows terminals', severity:'low', state:'open', opened:'2022-02-22'})
CREATE (I10:Issue {title:'Anchors resolved incorrectly', severity:'high', state:'closed', opened:'2020-09-09'})
CREATE (I11:Issue {title:'Arbitrary code execution via tags', severity:'critical', state:'closed', opened:'2021-03-03'})
CREATE (I12:Issue {title:'Quoted newlines split rows', severity:'medium', state:'closed', opened:'2021-08-08'})
CREATE (I13:Issue {title:'Slow on wide files', severity:'low', state:'open', opened:'2024-05-15'})
CREATE (I14:Issue {title:'Integer overflow in sum', severity:'high', state:'closed', opened:'2022-07-07'})
CREATE (I15:Issue {title:'Segfault on empty arrays', severity:'critical', state:'open', opened:'2024-07-20'})
CREATE (I16:Issue {title:'Legend overlaps axis', severity:'low', state:'open', opened:'2023-10-10'})
CREATE (I17:Issue {title:'Cache never expires', severity:'high', state:'open', opened:'2022-04-04'})
CREATE (I18:Issue {title:'Connection reset not retried', severity:'medium', state:'open', opened:'2018-09-09'})
CREATE (I19:Issue {title:'Flag aliases ignored', severity:'low', state:'closed', opened:'2019-01-01'})
CREATE (I20:Issue {title:'Filter expressions panic', severity:'high', state:'open', opened:'2021-11-11'})
CREATE (I21:Issue {title:'Rate limiter drifts', severity:'medium', state:'open', opened:'2023-03-03'})
CREATE (I22:Issue {title:'Quoting of equals signs', severity:'low', state:'closed', opened:'2018-01-01'})
CREATE (I23:Issue {title:'Enum renaming broken', severity:'high', state:'closed', opened:'2020-12-26'})
CREATE (I24:Issue {title:'Timer drift under load', severity:'medium', state:'open', opened:'2024-01-20'})
CREATE (I25:Issue {title:'Help text wraps badly', severity:'low', state:'open', opened:'2024-08-01'})
CREATE (I26:Issue {title:'Seed reuse across threads', severity:'critical', state:'closed', opened:'2021-01-15'})
CREATE (I27:Issue {title:'Nested lists render flat', severity:'medium', state:'open', opened:'2023-01-23'})
CREATE (I28:Issue {title:'Collisions in v4 generator', severity:'critical', state:'closed', opened:'2020-08-08'})
CREATE (I29:Issue {title:'TLS handshake fails with SNI', severity:'high', state:'open', opened:'2023-12-12'})
CREATE (I30:Issue {title:'Timing side channel in compare', severity:'critical', state:'open', opened:'2022-10-10'})
CREATE (I31:Issue {title:'Proxy settings ignored', severity:'medium', state:'open', opened:'2024-07-07'})

CREATE
(QuillHttp)-[:HAS_RELEASE]->(QuillHttp420),
(QuillHttp)-[:HAS_RELEASE]->(QuillHttp500),
(QuillHttp)-[:HAS_RELEASE]->(QuillHttp510),
(QuillHttp)-[:HAS_RELEASE]->(QuillHttp511),
(QuillRetry)-[:HAS_RELEASE]->(QuillRetry200),
(QuillRetry)-[:HAS_RELEASE]->(QuillRetry210),
(TinyRouter)-[:HAS_RELEASE]->(TinyRouter300),
(TinyRouter)-[:HAS_RELEASE]->(TinyRouter310),
(LeftTrim)-[:HAS_RELEASE]->(LeftTrim120),
(LeftTrim)-[:HAS_RELEASE]->(LeftTrim121),
(Dateparse)-[:HAS_RELEASE]->(Dateparse100),
(Dateparse)-[:HAS_RELEASE]->(Dateparse200),
(Dateparse)-[:HAS_RELEASE]->(Dateparse210),
(ColorfulLog)-[:HAS_RELEASE]->(ColorfulLog090),
(ColorfulLog)-[:HAS_RELEASE]->(ColorfulLog100),
(JestSnap)-[:HAS_RELEASE]->(JestSnap100),
(JestSnap)-[:HAS_RELEASE]->(JestSnap110),
(EslintQuiet)-[:HAS_RELEASE]->(EslintQuiet090),
(EslintQuiet)-[:HAS_RELEASE]->(EslintQuiet091),
(Pyyamlite)-[:HAS_RELEASE]->(Pyyamlite530),
(Pyyamlite)-[:HAS_RELEASE]->(Pyyamlite600),
(Fastcsv)-[:HAS_RELEASE]->(Fastcsv200),
(Fastcsv)-[:HAS_RELEASE]->(Fastcsv300),
(Fastcsv)-[:HAS_RELEASE]->(Fastcsv310),
(Numkit)-[:HAS_RELEASE]->(Numkit1200),
(Numkit)-[:HAS_RELEASE]->(Numkit1240),
(Numkit)-[:HAS_RELEASE]->(Numkit200),
(Plotwell)-[:HAS_RELEASE]->(Plotwell340),
(Plotwell)-[:HAS_RELEASE]->(Plotwell380),
(PytestTimer)-[:HAS_RELEASE]->(PytestTimer030),
(PytestTimer)-[:HAS_RELEASE]->(PytestTimer040),
(ReqCache)-[:HAS_RELEASE]->(ReqCache100),
(ReqCache)-[:HAS_RELEASE]->(ReqCache120),
(DfUtils)-[:HAS_RELEASE]->(DfUtils010),
(DfUtils)-[:HAS_RELEASE]->(DfUtils020),
(Sqlgen)-[:HAS_RELEASE]->(Sqlgen010),
(GoFlagset)-[:HAS_RELEASE]->(GoFlagset100),
(GoFlagset)-[:HAS_RELEASE]->(GoFlagset150),
(GoJsonpath)-[:HAS_RELEASE]->(GoJsonpath080),
(GoJsonpath)-[:HAS_RELEASE]->(GoJsonpath100),
(Gorate)-[:HAS_RELEASE]->(Gorate100),
(Gorate)-[:HAS_RELEASE]->(Gorate110),
(GoMockery)-[:HAS_RELEASE]->(GoMockery010),
(GoLogfmt)-[:HAS_RELEASE]->(GoLogfmt100),
(GoLogfmt)-[:HAS_RELEASE]->(GoLogfmt110),
(GoLogfmt)-[:HAS_RELEASE]->(GoLogfmt120),
(SerdeLite)-[:HAS_RELEASE]->(SerdeLite090),
(SerdeLite)-[:HAS_RELEASE]->(SerdeLite100),
(SerdeLite)-[:HAS_RELEASE]->(SerdeLite101),
(TokioTimer)-[:HAS_RELEASE]->(TokioTimer020),
(TokioTimer)-[:HAS_RELEASE]->(TokioTimer030),
(Clapper)-[:HAS_RELEASE]->(Clapper300),
(Clapper)-[:HAS_RELEASE]->(Clapper400),
(Clapper)-[:HAS_RELEASE]->(Clapper410),
(RandCore)-[:HAS_RELEASE]->(RandCore060),
(RandCore)-[:HAS_RELEASE]->(RandCore080),
(Criterion)-[:HAS_RELEASE]->(Criterion010),
(Hashbrownie)-[:HAS_RELEASE]->(Hashbrownie0120),
(Hashbrownie)-[:HAS_RELEASE]->(Hashbrownie0140),
(MarkdownIt)-[:HAS_RELEASE]->(MarkdownIt1200),
(MarkdownIt)-[:HAS_RELEASE]->(MarkdownIt1300),
(UuidTools)-[:HAS_RELEASE]->(UuidTools300),
(UuidTools)-[:HAS_RELEASE]->(UuidTools410),
(UuidTools)-[:HAS_RELEASE]->(UuidTools420),
(SemverCheck)-[:HAS_RELEASE]->(SemverCheck300),
(SemverCheck)-[:HAS_RELEASE]->(SemverCheck310),
(YamlBridge)-[:HAS_RELEASE]->(YamlBridge050),
(CliSpinner)-[:HAS_RELEASE]->(CliSpinner050),
(CliSpinner)-[:HAS_RELEASE]->(CliSpinner060),
(OrbitDb)-[:HAS_RELEASE]->(OrbitDb010),
(OrbitDb)-[:HAS_RELEASE]->(OrbitDb020),
(Pgwire)-[:HAS_RELEASE]->(Pgwire100),
(Pgwire)-[:HAS_RELEASE]->(Pgwire130),
(RedisLite)-[:HAS_RELEASE]->(RedisLite200),
(RedisLite)-[:HAS_RELEASE]->(RedisLite210),
(ArtOfParsing)-[:HAS_RELEASE]->(ArtOfParsing010),
(ZeroDeps)-[:HAS_RELEASE]->(ZeroDeps100),
(CryptoShim)-[:HAS_RELEASE]->(CryptoShim220),
(CryptoShim)-[:HAS_RELEASE]->(CryptoShim230),
(BenchHarness)-[:HAS_RELEASE]->(BenchHarness010),
(BenchHarness)-[:HAS_RELEASE]->(BenchHarness020),
(Lintkit)-[:HAS_RELEASE]->(Lintkit100),
(Lintkit)-[:HAS_RELEASE]->(Lintkit140)

CREATE
(Northwind)-[:PUBLISHES]->(QuillHttp),
(Northwind)-[:PUBLISHES]->(QuillRetry),
(Northwind)-[:PUBLISHES]->(TinyRouter),
(Northwind)-[:PUBLISHES]->(ColorfulLog),
(Northwind)-[:PUBLISHES]->(CliSpinner),
(Northwind)-[:PUBLISHES]->(UuidTools),
(Acme)-[:PUBLISHES]->(Numkit),
(Acme)-[:PUBLISHES]->(Plotwell),
(Acme)-[:PUBLISHES]->(DfUtils),
(Acme)-[:PUBLISHES]->(Fastcsv),
(Acme)-[:PUBLISHES]->(Sqlgen),
(OTF)-[:PUBLISHES]->(GoFlagset),
(OTF)-[:PUBLISHES]->(GoJsonpath),
(OTF)-[:PUBLISHES]->(GoLogfmt),
(OTF)-[:PUBLISHES]->(YamlBridge),
(OTF)-[:PUBLISHES]->(Pgwire),
(OTF)-[:PUBLISHES]->(BenchHarness),
(OTF)-[:PUBLISHES]->(GoMockery),
(FotP)-[:PUBLISHES]->(Dateparse),
(FotP)-[:PUBLISHES]->(MarkdownIt),
(FotP)-[:PUBLISHES]->(Pyyamlite),
(FotP)-[:PUBLISHES]->(ArtOfParsing),
(FotP)-[:PUBLISHES]->(SemverCheck),
(Kestrel)-[:PUBLISHES]->(SerdeLite),
(Kestrel)-[:PUBLISHES]->(TokioTimer),
(Kestrel)-[:PUBLISHES]->(Clapper),
(Kestrel)-[:PUBLISHES]->(RandCore),
(Kestrel)-[:PUBLISHES]->(Criterion),
(Kestrel)-[:PUBLISHES]->(Hashbrownie),
(Bluefin)-[:PUBLISHES]->(ReqCache),
(Bluefin)-[:PUBLISHES]->(RedisLite),
(Bluefin)-[:PUBLISHES]->(Lintkit)

CREATE
(QuillHttp)-[:LICENSED_UNDER]->(MIT),
(QuillRetry)-[:LICENSED_UNDER]->(MIT),
(TinyRouter)-[:LICENSED_UNDER]->(MIT),
(LeftTrim)-[:LICENSED_UNDER]->(MIT),
(ColorfulLog)-[:LICENSED_UNDER]->(MIT),
(JestSnap)-[:LICENSED_UNDER]->(MIT),
(EslintQuiet)-[:LICENSED_UNDER]->(MIT),
(CliSpinner)-[:LICENSED_UNDER]->(MIT),
(UuidTools)-[:LICENSED_UNDER]->(MIT),
(MarkdownIt)-[:LICENSED_UNDER]->(MIT),
(OrbitDb)-[:LICENSED_UNDER]->(MIT),
(ZeroDeps)-[:LICENSED_UNDER]->(MIT),
(GoFlagset)-[:LICENSED_UNDER]->(Apache),
(GoJsonpath)-[:LICENSED_UNDER]->(Apache),
(GoLogfmt)-[:LICENSED_UNDER]->(Apache),
(YamlBridge)-[:LICENSED_UNDER]->(Apache),
(SerdeLite)-[:LICENSED_UNDER]->(Apache),
(TokioTimer)-[:LICENSED_UNDER]->(Apache),
(Clapper)-[:LICENSED_UNDER]->(Apache),
(RandCore)-[:LICENSED_UNDER]->(Apache),
(Hashbrownie)-[:LICENSED_UNDER]->(Apache),
(Numkit)-[:LICENSED_UNDER]->(Apache),
(Plotwell)-[:LICENSED_UNDER]->(BSD3),
(Fastcsv)-[:LICENSED_UNDER]->(BSD3),
(DfUtils)-[:LICENSED_UNDER]->(BSD3),
(PytestTimer)-[:LICENSED_UNDER]->(BSD3),
(Pgwire)-[:LICENSED_UNDER]->(BSD3),
(Sqlgen)-[:LICENSED_UNDER]->(GPL3),
(ArtOfParsing)-[:LICENSED_UNDER]->(GPL3),
(Lintkit)-[:LICENSED_UNDER]->(GPL3),
(Dateparse)-[:LICENSED_UNDER]->(MPL2),
(SemverCheck)-[:LICENSED_UNDER]->(MPL2),
(Criterion)-[:LICENSED_UNDER]->(MPL2),
(CryptoShim)-[:LICENSED_UNDER]->(ISC),
(Gorate)-[:LICENSED_UNDER]->(ISC),
(Pyyamlite)-[:LICENSED_UNDER]->(ISC),
(BenchHarness)-[:LICENSED_UNDER]->(ISC),
(RedisLite)-[:LICENSED_UNDER]->(BUSL),
(ReqCache)-[:LICENSED_UNDER]->(BUSL),
(GoMockery)-[:LICENSED_UNDER]->(BUSL)

CREATE
(Alice)-[:MEMBER_OF {since:'2014-03-01'}]->(Northwind),
(Quinn)-[:MEMBER_OF {since:'2012-05-15'}]->(Northwind),
(Maya)-[:MEMBER_OF {since:'2021-06-01'}]->(Northwind),
(Chen)-[:MEMBER_OF {since:'2015-02-10'}]->(Acme),
(Kavya)-[:MEMBER_OF {since:'2020-04-20'}]->(Acme),
(PriyaN)-[:MEMBER_OF {since:'2022-10-01'}]->(Acme),
(Felix)-[:MEMBER_OF {since:'2009-01-15'}]->(OTF),
(Nikolai)-[:MEMBER_OF {since:'2013-07-01'}]->(OTF),
(Tomasz)-[:MEMBER_OF {since:'2017-09-12'}]->(OTF),
(Bram)-[:MEMBER_OF {since:'2018-03-30'}]->(FotP),
(Rosa)-[:MEMBER_OF {since:'2019-01-07'}]->(FotP),
(Isla)-[:MEMBER_OF {since:'2019-08-19'}]->(Kestrel),
(Jonas)-[:MEMBER_OF {since:'2016-11-02'}]->(Kestrel),
(Hiro)-[:MEMBER_OF {since:'2016-05-05'}]->(Kestrel),
(Hiro)-[:MEMBER_OF {since:'2019-06-18'}]->(Bluefin),
(Olu)-[:MEMBER_OF {since:'2019-02-25'}]->(Bluefin),
(Gabriela)-[:MEMBER_OF {since:'2021-09-09'}]->(QuietOwl)

CREATE
(Alice)-[:MAINTAINS {role:'owner', since:'2016-03-14'}]->(QuillHttp),
(Quinn)-[:MAINTAINS {role:'collaborator', since:'2017-01-10'}]->(QuillHttp),
(Maya)-[:MAINTAINS {role:'collaborator', since:'2021-06-01'}]->(QuillHttp),
(Alice)-[:MAINTAINS {role:'owner', since:'2017-08-02'}]->(QuillRetry),
(Quinn)-[:MAINTAINS {role:'owner', since:'2015-11-20'}]->(TinyRouter),
(Liam)-[:MAINTAINS {role:'collaborator', since:'2016-04-18'}]->(TinyRouter),
(Liam)-[:MAINTAINS {role:'owner', since:'2014-05-09'}]->(LeftTrim),
(Bram)-[:MAINTAINS {role:'owner', since:'2018-02-27'}]->(Dateparse),
(Rosa)-[:MAINTAINS {role:'collaborator', since:'2019-12-02'}]->(Dateparse),
(Maya)-[:MAINTAINS {role:'owner', since:'2021-05-20'}]->(ColorfulLog),
(Dana)-[:MAINTAINS {role:'owner', since:'2020-01-15'}]->(JestSnap),
(Dana)-[:MAINTAINS {role:'owner', since:'2021-04-03'}]->(EslintQuiet),
(Elif)-[:MAINTAINS {role:'collaborator', since:'2021-09-09'}]->(EslintQuiet),
(Bram)-[:MAINTAINS {role:'owner', since:'2017-05-22'}]->(Pyyamlite),
(Chen)-[:MAINTAINS {role:'owner', since:'2015-09-30'}]->(Fastcsv),
(Kavya)-[:MAINTAINS {role:'collaborator', since:'2020-03-15'}]->(Fastcsv),
(Chen)-[:MAINTAINS {role:'owner', since:'2013-09-20'}]->(Numkit),
(Kavya)-[:MAINTAINS {role:'collaborator', since:'2020-04-01'}]->(Numkit),
(PriyaN)-[:MAINTAINS {role:'collaborator', since:'2022-09-10'}]->(Numkit),
(Kavya)-[:MAINTAINS {role:'owner', since:'2020-06-30'}]->(Plotwell),
(Chen)-[:MAINTAINS {role:'collaborator', since:'2016-10-05'}]->(Plotwell),
(Elif)-[:MAINTAINS {role:'owner', since:'2020-09-14'}]->(PytestTimer),
(Olu)-[:MAINTAINS {role:'owner', since:'2018-12-01'}]->(ReqCache),
(PriyaN)-[:MAINTAINS {role:'owner', since:'2022-10-01'}]->(DfUtils),
(Chen)-[:MAINTAINS {role:'collaborator', since:'2021-02-17'}]->(DfUtils),
(Kavya)-[:MAINTAINS {role:'owner', since:'2022-06-30'}]->(Sqlgen),
(Felix)-[:MAINTAINS {role:'owner', since:'2016-01-12'}]->(GoFlagset),
(Nikolai)-[:MAINTAINS {role:'owner', since:'2017-03-08'}]->(GoJsonpath),
(Felix)-[:MAINTAINS {role:'collaborator', since:'2018-05-05'}]->(GoJsonpath),
(Elif)-[:MAINTAINS {role:'owner', since:'2019-11-25'}]->(Gorate),
(Tomasz)-[:MAINTAINS {role:'owner', since:'2021-07-19'}]->(GoMockery),
(Felix)-[:MAINTAINS {role:'owner', since:'2015-06-06'}]->(GoLogfmt),
(Tomasz)-[:MAINTAINS {role:'collaborator', since:'2017-09-01'}]->(GoLogfmt),
(Nikolai)-[:MAINTAINS {role:'collaborator', since:'2016-02-02'}]->(GoLogfmt),
(Jonas)-[:MAINTAINS {role:'owner', since:'2018-04-16'}]->(SerdeLite),
(Isla)-[:MAINTAINS {role:'collaborator', since:'2019-08-01'}]->(SerdeLite),
(Isla)-[:MAINTAINS {role:'owner', since:'2020-05-05'}]->(TokioTimer),
(Hiro)-[:MAINTAINS {role:'owner', since:'2017-10-23'}]->(Clapper),
(Jonas)-[:MAINTAINS {role:'collaborator', since:'2018-01-01'}]->(Clapper),
(Jonas)-[:MAINTAINS {role:'owner', since:'2016-10-15'}]->(RandCore),
(Isla)-[:MAINTAINS {role:'owner', since:'2022-03-11'}]->(Criterion),
(Hiro)-[:MAINTAINS {role:'owner', since:'2019-02-14'}]->(Hashbrownie),
(Rosa)-[:MAINTAINS {role:'owner', since:'2019-11-20'}]->(MarkdownIt),
(Bram)-[:MAINTAINS {role:'collaborator', since:'2018-07-07'}]->(MarkdownIt),
(Quinn)-[:MAINTAINS {role:'owner', since:'2014-12-12'}]->(UuidTools),
(Alice)-[:MAINTAINS {role:'collaborator', since:'2015-02-01'}]->(UuidTools),
(Rosa)-[:MAINTAINS {role:'owner', since:'2020-01-10'}]->(SemverCheck),
(Tomasz)-[:MAINTAINS {role:'owner', since:'2020-10-10'}]->(YamlBridge),
(Maya)-[:MAINTAINS {role:'owner', since:'2021-07-07'}]->(CliSpinner),
(Gabriela)-[:MAINTAINS {role:'owner', since:'2023-05-25'}]->(OrbitDb),
(Nikolai)-[:MAINTAINS {role:'owner', since:'2018-09-09'}]->(Pgwire),
(Olu)-[:MAINTAINS {role:'owner', since:'2018-02-01'}]->(RedisLite),
(Bram)-[:MAINTAINS {role:'owner', since:'2023-11-08'}]->(ArtOfParsing),
(Gabriela)-[:MAINTAINS {role:'collaborator', since:'2024-01-15'}]->(ArtOfParsing),
(Liam)-[:MAINTAINS {role:'owner', since:'2015-02-18'}]->(CryptoShim),
(Dana)-[:MAINTAINS {role:'collaborator', since:'2017-03-03'}]->(CryptoShim),
(Tomasz)-[:MAINTAINS {role:'owner', since:'2022-12-05'}]->(BenchHarness),
(Olu)-[:MAINTAINS {role:'owner', since:'2019-08-08'}]->(Lintkit),
(Hiro)-[:MAINTAINS {role:'collaborator', since:'2020-02-02'}]->(Lintkit)

CREATE
(QuillHttp)-[:DEPENDS_ON {kind:'hard', range:'^2.0.0'}]->(QuillRetry),
(QuillHttp)-[:DEPENDS_ON {kind:'hard', range:'^4.1.0'}]->(UuidTools),
(QuillHttp)-[:DEPENDS_ON {kind:'dev', range:'^1.0.0'}]->(JestSnap),
(QuillRetry)-[:DEPENDS_ON {kind:'hard', range:'^1.0.0'}]->(LeftTrim),
(TinyRouter)-[:DEPENDS_ON {kind:'hard', range:'^1.0.0'}]->(LeftTrim),
(TinyRouter)-[:DEPENDS_ON {kind:'dev', range:'^3.0.0'}]->(SemverCheck),
(Dateparse)-[:DEPENDS_ON {kind:'hard', range:'^1.2.0'}]->(LeftTrim),
(ColorfulLog)-[:DEPENDS_ON {kind:'hard', range:'^0.5.0'}]->(CliSpinner),
(CliSpinner)-[:DEPENDS_ON {kind:'hard', range:'^1.2.0'}]->(LeftTrim),
(EslintQuiet)-[:DEPENDS_ON {kind:'hard', range:'^3.1.0'}]->(SemverCheck),
(SemverCheck)-[:DEPENDS_ON {kind:'dev', range:'^0.9.0'}]->(EslintQuiet),
(MarkdownIt)-[:DEPENDS_ON {kind:'hard', range:'^4.0.0'}]->(UuidTools),
(MarkdownIt)-[:DEPENDS_ON {kind:'dev', range:'^1.1.0'}]->(JestSnap),
(OrbitDb)-[:DEPENDS_ON {kind:'hard', range:'^5.0.0'}]->(QuillHttp),
(OrbitDb)-[:DEPENDS_ON {kind:'hard', range:'^2.2.0'}]->(CryptoShim),
(OrbitDb)-[:DEPENDS_ON {kind:'dev', range:'^0.9.1'}]->(EslintQuiet),
(CryptoShim)-[:DEPENDS_ON {kind:'hard', range:'^3.0.0'}]->(UuidTools),
(Plotwell)-[:DEPENDS_ON {kind:'hard', range:'>=1.20'}]->(Numkit),
(DfUtils)-[:DEPENDS_ON {kind:'hard', range:'>=1.24'}]->(Numkit),
(DfUtils)-[:DEPENDS_ON {kind:'hard', range:'>=3.0'}]->(Fastcsv),
(DfUtils)-[:DEPENDS_ON {kind:'dev', range:'>=0.3'}]->(PytestTimer),
(Sqlgen)-[:DEPENDS_ON {kind:'hard', range:'>=0.2'}]->(DfUtils),
(Sqlgen)-[:DEPENDS_ON {kind:'dev', range:'>=1.4'}]->(Lintkit),
(ReqCache)-[:DEPENDS_ON {kind:'hard', range:'>=2.0'}]->(RedisLite),
(ReqCache)-[:DEPENDS_ON {kind:'dev', range:'>=0.3'}]->(PytestTimer),
(ArtOfParsing)-[:DEPENDS_ON {kind:'hard', range:'>=6.0'}]->(Pyyamlite),
(ArtOfParsing)-[:DEPENDS_ON {kind:'dev', range:'>=1.0'}]->(Lintkit),
(Lintkit)-[:DEPENDS_ON {kind:'hard', range:'>=5.3'}]->(Pyyamlite),
(GoJsonpath)-[:DEPENDS_ON {kind:'hard', range:'v1.1.0'}]->(GoLogfmt),
(YamlBridge)-[:DEPENDS_ON {kind:'hard', range:'v1.0.0'}]->(GoJsonpath),
(YamlBridge)-[:DEPENDS_ON {kind:'dev', range:'v0.1.0'}]->(GoMockery),
(Pgwire)-[:DEPENDS_ON {kind:'hard', range:'v1.1.0'}]->(GoLogfmt),
(Pgwire)-[:DEPENDS_ON {kind:'dev', range:'v0.1.0'}]->(GoMockery),
(Gorate)-[:DEPENDS_ON {kind:'hard', range:'v1.0.0'}]->(GoLogfmt),
(BenchHarness)-[:DEPENDS_ON {kind:'hard', range:'v1.5.0'}]->(GoFlagset),
(GoMockery)-[:DEPENDS_ON {kind:'hard', range:'v1.5.0'}]->(GoFlagset),
(Clapper)-[:DEPENDS_ON {kind:'hard', range:'^1.0'}]->(SerdeLite),
(TokioTimer)-[:DEPENDS_ON {kind:'hard', range:'^0.6'}]->(RandCore),
(TokioTimer)-[:DEPENDS_ON {kind:'dev', range:'^0.1'}]->(Criterion),
(Hashbrownie)-[:DEPENDS_ON {kind:'hard', range:'^0.8'}]->(RandCore),
(Hashbrownie)-[:DEPENDS_ON {kind:'dev', range:'^0.1'}]->(Criterion),
(Criterion)-[:DEPENDS_ON {kind:'hard', range:'^1.0'}]->(SerdeLite)

CREATE
(I01)-[:FILED_AGAINST]->(QuillHttp),
(I02)-[:FILED_AGAINST]->(QuillHttp),
(I03)-[:FILED_AGAINST]->(QuillHttp),
(I31)-[:FILED_AGAINST]->(QuillHttp),
(I04)-[:FILED_AGAINST]->(QuillRetry),
(I05)-[:FILED_AGAINST]->(LeftTrim),
(I06)-[:FILED_AGAINST]->(TinyRouter),
(I07)-[:FILED_AGAINST]->(Dateparse),
(I08)-[:FILED_AGAINST]->(Dateparse),
(I09)-[:FILED_AGAINST]->(ColorfulLog),
(I10)-[:FILED_AGAINST]->(Pyyamlite),
(I11)-[:FILED_AGAINST]->(Pyyamlite),
(I12)-[:FILED_AGAINST]->(Fastcsv),
(I13)-[:FILED_AGAINST]->(Fastcsv),
(I14)-[:FILED_AGAINST]->(Numkit),
(I15)-[:FILED_AGAINST]->(Numkit),
(I16)-[:FILED_AGAINST]->(Plotwell),
(I17)-[:FILED_AGAINST]->(ReqCache),
(I18)-[:FILED_AGAINST]->(RedisLite),
(I19)-[:FILED_AGAINST]->(GoFlagset),
(I20)-[:FILED_AGAINST]->(GoJsonpath),
(I21)-[:FILED_AGAINST]->(Gorate),
(I22)-[:FILED_AGAINST]->(GoLogfmt),
(I23)-[:FILED_AGAINST]->(SerdeLite),
(I24)-[:FILED_AGAINST]->(TokioTimer),
(I25)-[:FILED_AGAINST]->(Clapper),
(I26)-[:FILED_AGAINST]->(RandCore),
(I27)-[:FILED_AGAINST]->(MarkdownIt),
(I28)-[:FILED_AGAINST]->(UuidTools),
(I29)-[:FILED_AGAINST]->(Pgwire),
(I30)-[:FILED_AGAINST]->(CryptoShim)

CREATE
(QuillHttp511)-[:FIXES]->(I02),
(QuillHttp420)-[:FIXES]->(I03),
(Dateparse200)-[:FIXES]->(I07),
(Pyyamlite600)-[:FIXES]->(I10),
(Pyyamlite600)-[:FIXES]->(I11),
(Fastcsv300)-[:FIXES]->(I12),
(Numkit1240)-[:FIXES]->(I14),
(GoFlagset150)-[:FIXES]->(I19),
(GoLogfmt110)-[:FIXES]->(I22),
(SerdeLite101)-[:FIXES]->(I23),
(RandCore080)-[:FIXES]->(I26),
(UuidTools410)-[:FIXES]->(I28);
