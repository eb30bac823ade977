// ps_2_x: up to three optional lights switched by static booleans, texture lookups outside branches
ps_2_x
dcl t0.xy
dcl t1.xyz                   // normal
dcl t2.xyz                   // world position
dcl_2d s0
defb b0, true
defb b1, true
defb b2, false
def c0, 0.0, 0.0, 0.0, 1.0
texld r0, t0, s0
nrm r1.xyz, t1
mov r2, c0
if b0
    dp3_sat r3.x, r1, c1
    mad r2.xyz, r3.x, c2, r2
endif
if b1
    add r4.xyz, c3, -t2
    nrm r5.xyz, r4
    dp3_sat r3.x, r1, r5
    mad r2.xyz, r3.x, c4, r2
endif
if b2
    add r4.xyz, c5, -t2
    dp3 r4.w, r4, r4
    rsq r4.w, r4.w
    mul r5.xyz, r4, r4.w
    dp3_sat r3.x, r1, r5
    mul r3.x, r3.x, r4.w
    mad r2.xyz, r3.x, c6, r2
endif
mul r0.xyz, r0, r2
mov oC0, r0
