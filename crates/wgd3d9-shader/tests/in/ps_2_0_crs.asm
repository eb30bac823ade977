// ps_2_0: crs computing a binormal in the pixel shader, with the dst masks crs allows
ps_2_0
dcl t0.xyz
dcl t1.xyz
mov r0.xyz, t0
mov r1.xyz, t1
crs r2.xyz, r0, r1
crs r3.xy, r1, r0
crs r3.z, r0, r1
add r2.xyz, r2, r3
mov r2.w, r0.x
mov oC0, r2
