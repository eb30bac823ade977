// ps_3_0: texkill on temporaries, for clip-plane distances from a texcoord input and for an alpha test
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1
dcl_2d s0
def c0, 0.5, 0.0, 0.0, 0.0
mov r2, v1
texkill r2
texld r0, v0, s0
add r1, r0.w, -c0.x
texkill r1
mov oC0, r0
