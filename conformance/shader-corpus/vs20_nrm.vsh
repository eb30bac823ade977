vs_2_0
dcl_position v0
dcl_normal v4
dcl_texcoord0 v3
mov oPos, v0
nrm r0, v4
mov r1, v3
nrm r1, r1
mad oD0, r0, c20.x, c20.x
mov oT0, r1
