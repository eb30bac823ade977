// ps_2_0: multiple render targets oC0..oC3 each written exactly once by mov (a G-buffer fill)
ps_2_0
dcl t0.xy
dcl t1.xyz
dcl t2
dcl_2d s0
def c0, 0.5, 0.0, 0.0, 1.0
texld r0, t0, s0
nrm r1.xyz, t1
mad r1.xyz, r1, c0.x, c0.x
mov r1.w, c0.w
mov r2, t2
mov r3, c1
mov oC0, r0                  // albedo
mov oC1, r1                  // normal
mov oC2, r2                  // position
mov oC3, r3                  // material
