vs_2_0
dcl_position v0
dcl_normal v4
mov oPos, v0
mov r0, c3
nrm r0.xyz, v4
mov oD0, r0
mov oT0, r0
