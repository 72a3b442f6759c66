# Shared by the example generators (examples/<set>/gen.py): how a value, a
# property map, a node and a relationship are written as Cypher, so every
# generated graph quotes and orders them alike.
def q(v):
    if isinstance(v, bool): return 'true' if v else 'false'
    if isinstance(v, str): return ('"' + v + '"') if "'" in v else ("'" + v + "'")
    return repr(v)
def props(d):
    return '{' + ', '.join(f'{k}:{q(v)}' for k, v in d.items() if v is not None) + '}'
nodes = []; edges = []
def node(var, label, d): nodes.append(f'CREATE ({var}:{label} {props(d)})')
def edge(a, t, b, d=None): edges.append(f'({a})-[:{t}{(" " + props(d)) if d else ""}]->({b})')
