#!/usr/bin/python3
"""Plots clfft-bench CSV files: bandwidth against transform shape, one line
per library (fp32 solid, fp64 dashed), and below it each library's ratio to
the best peer (the fastest library other than libclfft) at that shape.

    /usr/bin/python3 bench/plot.py run.csv [more.csv ...] -o run.svg
    /usr/bin/python3 bench/plot.py run1.csv run2.csv run3.csv -o runs.png --title "pocl, 3 runs"

One column of panels per kind (c2c, r2c, c2r) found in the files.  Shapes
are placed in the bench's order (rank, then values per transform) at even
spacing, each one labelled.  Several files may hold the same rows (repeated
runs): each point is then the median of their GB/s.  Rows that are not "ok"
leave a gap.  The output's suffix chooses the format: .svg, or .png
(zlib-compressed with a palette of 64 colours when Pillow is there).  Reads the CSVs of older
benches too (no kind or shape column: 1D C2C).  Needs matplotlib (Debian's
python3-matplotlib, run with /usr/bin/python3 when another python3 is first
on PATH).
"""
import argparse
import csv
import math
import statistics
import sys

# Fixed colours for the known libraries, so that figures compare at a glance.
COLOURS = {
    "libclfft": "#d62728",
    "libclfft-measure": "#9467bd",
    "clfft": "#1f77b4",
    "vkfft": "#2ca02c",
    "cufft": "#ff7f0e",
}
SPARE = ["#8c564b", "#17becf", "#7f7f7f", "#bcbd22", "#e377c2"]
KIND_TITLES = {"c2c": "C2C forward", "r2c": "R2C (real -> half spectrum)", "c2r": "C2R (half spectrum -> real)"}


def is_ours(lib):
    return lib.startswith("libclfft")


def shape_key(shape):
    dims = [int(d) for d in shape.split("x")]
    return (len(dims), math.prod(dims), dims)


def read_rows(paths):
    """{(lib, precision, kind, shape): median GB/s over the files}; NaN where no row was ok."""
    rows = {}
    for path in paths:
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                kind = r.get("kind") or "c2c"
                shape = r.get("shape") or r["n"]
                ok = r.get("status") == "ok" and r.get("gbps")
                value = float(r["gbps"]) if ok else math.nan
                rows.setdefault((r["library"], r["precision"], kind, shape), []).append(value)
    out = {}
    for k, v in rows.items():
        measured = [x for x in v if not math.isnan(x)]
        out[k] = statistics.median(measured) if measured else math.nan
    return out


def save_png(fig, path):
    """A palette PNG (a few colours suffice for lines on white): about a
    third of matplotlib's RGBA file; RGBA where Pillow is missing."""
    try:
        from PIL import Image
    except ImportError:
        fig.savefig(path, dpi=90)
        return
    import io
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90)
    buf.seek(0)
    img = Image.open(buf).convert("RGB").quantize(colors=64, method=Image.Quantize.MEDIANCUT)
    img.save(path, optimize=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("csv", nargs="+", help="clfft-bench --csv files")
    ap.add_argument("-o", "--output", required=True, help="output file, .svg or .png")
    ap.add_argument("--title", default=None, help="figure title (default: the first file's name)")
    ap.add_argument("--linear-y", action="store_true", help="linear bandwidth axis (default logarithmic)")
    args = ap.parse_args()
    if not args.output.endswith((".svg", ".png")):
        ap.error("the output must end in .svg or .png")

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    try:
        data = read_rows(args.csv)
    except (OSError, KeyError, ValueError) as e:
        sys.exit(f"plot.py: cannot read the CSV: {e}")
    if not data:
        sys.exit("plot.py: no rows")

    kinds = [k for k in ("c2c", "r2c", "c2r") if any(key[2] == k for key in data)]
    libs = sorted({key[0] for key in data}, key=lambda l: (not is_ours(l), l))
    colour = {}
    for i, lib in enumerate(libs):
        colour[lib] = COLOURS.get(lib, SPARE[i % len(SPARE)])

    most = max(len({key[3] for key in data if key[2] == k}) for k in kinds)
    width = len(kinds) * max(6.0, 0.3 * most + 2.0) + 1.5
    fig, axes = plt.subplots(2, len(kinds), figsize=(width, 8.0), squeeze=False,
                             sharex="col", gridspec_kw={"height_ratios": [3, 2]})
    for col, kind in enumerate(kinds):
        top, bottom = axes[0][col], axes[1][col]
        shapes = sorted({key[3] for key in data if key[2] == kind}, key=shape_key)
        xpos = {s: i for i, s in enumerate(shapes)}
        for prec, style in (("fp32", "-"), ("fp64", "--")):
            # the best peer per shape, for the ratio panel
            best = {}
            for (lib, p, k, s), v in data.items():
                if p == prec and k == kind and not is_ours(lib) and not math.isnan(v):
                    best[s] = max(best.get(s, 0.0), v)
            for lib in libs:
                pts = [(xpos[s], data.get((lib, prec, kind, s), math.nan)) for s in shapes
                       if (lib, prec, kind, s) in data]
                if not pts or all(math.isnan(v) for _, v in pts):
                    continue
                xs = [x for x, _ in pts]
                top.plot(xs, [v for _, v in pts], style, marker="o", markersize=3.5, color=colour[lib],
                         linewidth=1.6 if is_ours(lib) else 1.1)
                ratios = [v / best[shapes[x]] if shapes[x] in best and not math.isnan(v) else math.nan
                          for x, v in pts]
                if any(not math.isnan(r) for r in ratios):
                    bottom.plot(xs, ratios, style, marker="o", markersize=3.5, color=colour[lib],
                                linewidth=1.6 if is_ours(lib) else 1.1)
        top.set_title(KIND_TITLES.get(kind, kind))
        top.set_ylabel("GB/s, (input + output bytes) / time")
        if not args.linear_y:
            # labels 0.5, 1, 2, 5, 10, ... rather than powers of ten alone
            top.set_yscale("log")
            values = [v for key, v in data.items() if key[2] == kind and not math.isnan(v) and v > 0]
            narrow = values and max(values) / min(values) < 20
            subs = (1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0) if narrow else (1.0, 2.0, 5.0)
            top.yaxis.set_major_locator(LogLocator(base=10, subs=subs))
            top.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
            top.yaxis.set_minor_formatter(NullFormatter())
        top.grid(True, which="both", alpha=0.3)
        bottom.axhline(1.0, color="black", linewidth=0.8)
        bottom.set_ylabel("ratio to the best peer")
        bottom.grid(True, alpha=0.3)
        bottom.set_xticks(range(len(shapes)))
        bottom.set_xticklabels(shapes, rotation=90, fontsize=8)
        bottom.set_xlabel("transform shape (values per transform; batched to the same bytes)")
        bottom.set_xlim(-0.5, len(shapes) - 0.5)

    handles = [Line2D([], [], color=colour[l], marker="o", markersize=3.5, label=l) for l in libs]
    precs = sorted({key[1] for key in data})
    if len(precs) > 1:
        handles += [Line2D([], [], color="black", linestyle="-", label="fp32"),
                    Line2D([], [], color="black", linestyle="--", label="fp64")]
    fig.legend(handles=handles, loc="upper right", fontsize=9, ncol=1)
    fig.suptitle(args.title if args.title is not None else args.csv[0])
    fig.tight_layout(rect=(0, 0, 1.0 - 1.3 / width, 0.96))
    try:
        if args.output.endswith(".png"):
            save_png(fig, args.output)
        else:
            fig.savefig(args.output, metadata={"Date": None})
    except OSError as e:
        sys.exit(f"plot.py: cannot write {args.output}: {e}")


if __name__ == "__main__":
    main()
