// ps_2_0: dcl with .x, .xy and .xyz write masks on t# and v#, reads restricted to the declared components
ps_2_0
dcl t0.x
dcl t1.xy
dcl t2.xyz
dcl t3
dcl v0.xyz
dcl v1
def c0, 0.0, 0.0, 0.0, 1.0
mov r0, c0
add r0.x, r0.x, t0.x
mad r0.xy, t1, c1, r0
add r0.xyz, r0, t2
add r0.zw, r0, t3
mul r0.xyz, r0, v0
mul r0.w, r0.w, v1.w
mov oC0, r0
