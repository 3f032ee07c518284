def build(out):
    return []
