vs_2_0
dcl_position v0
dcl_normal v4
dcl_tangent v8
mov oPos, v0
mov r0, c5
crs r0.xyz, v4, v8
mov oD0, r0
mov oT0, r0
