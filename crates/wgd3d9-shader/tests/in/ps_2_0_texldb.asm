// ps_2_0: texldb with a per-pixel LOD bias taken from the coordinate's w
ps_2_0
dcl t0.xy
dcl_2d s0
def c0, 0.0, 0.0, 0.0, -1.0
mov r0.xy, t0
mov r0.zw, c0
texldb r1, r0, s0            // sharpened by bias -1
mov oC0, r1
