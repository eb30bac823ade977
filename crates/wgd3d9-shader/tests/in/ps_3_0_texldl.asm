// ps_3_0: texldl with an explicit mip level in .w, selected per pixel
ps_3_0
dcl_texcoord0 v0.xy
dcl_2d s0
def c0, 0.0, 0.0, 0.0, 3.0
mov r0.xy, v0
mov r0.zw, c0
texldl r1, r0, s0
mov oC0, r1
