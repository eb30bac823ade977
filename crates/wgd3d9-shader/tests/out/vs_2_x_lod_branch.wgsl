struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e23 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e41 = consts[(_e4 + 3u)];
    let _e46 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e14))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, false, true));
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = _e46;
    o0_ = _e46;
    if (_e46.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e61 = consts[(_e4 + 5u)];
        o1_ = bitcast<vec4<f32>>(_e61);
    } else {
        let _e66 = consts[(_e4 + 6u)];
        let _e68 = v0_;
        let _e70 = (bitcast<vec4<f32>>(_e66) + -(_e68));
        let _e73 = dot(_e70.xyz, _e70.xyz);
        let _e81 = r2_;
        let _e83 = select(_e81, select((_e70 * vec4(inverseSqrt(_e73))), vec4<f32>(0f, 0f, 0f, 0f), (_e73 == 0f)), vec4<bool>(true, true, true, false));
        let _e84 = v1_;
        let _e90 = r3_;
        let _e91 = select(_e90, vec4(dot(_e84.xyz, _e83.xyz)), vec4<bool>(true, false, false, false));
        let _e92 = _e91.xxxx;
        let _e93 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e100 = consts[(_e4 + 7u)];
        let _e103 = (bitcast<vec4<f32>>(_e100) + -(_e68));
        let _e106 = dot(_e103.xyz, _e103.xyz);
        let _e113 = r5_;
        let _e114 = select(_e113, select((_e103 * vec4(inverseSqrt(_e106))), vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 0f)), vec4<bool>(true, true, true, false));
        let _e116 = select(_e114, (_e114 + _e83), vec4<bool>(true, true, true, false));
        let _e119 = dot(_e116.xyz, _e116.xyz);
        let _e126 = r6_;
        let _e127 = select(_e126, select((_e116 * vec4(inverseSqrt(_e119))), vec4<f32>(0f, 0f, 0f, 0f), (_e119 == 0f)), vec4<bool>(true, true, true, false));
        let _e132 = select(select(_e91, select(_e93, _e92, (_e92 >= _e93)), vec4<bool>(true, false, false, false)), vec4(dot(_e84.xyz, _e127.xyz)), vec4<bool>(false, true, false, false));
        let _e133 = _e132.yyyy;
        let _e134 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e137 = select(_e132, select(_e134, _e133, (_e133 >= _e134)), vec4<bool>(false, true, false, false));
        let _e140 = abs(_e137.y);
        let _e152 = select(_e137, vec4(min(select(select(pow(_e140, vec4<f32>(50f, 0f, 1f, 16f).w), 340282350000000000000000000000000000000f, ((_e140 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).w < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e157 = consts[(_e4 + 8u)];
        let _e159 = (_e152.xxxx * bitcast<vec4<f32>>(_e157));
        let _e164 = consts[(_e4 + 9u)];
        r1_ = _e70;
        r2_ = _e83;
        r3_ = _e152;
        r4_ = _e103;
        r5_ = _e116;
        r6_ = _e127;
        r7_ = _e159;
        o1_ = ((_e152.zzzz * bitcast<vec4<f32>>(_e164)) + _e159);
    }
    let _e171 = v2_;
    let _e173 = o2_;
    let _e176 = o1_;
    let _e178 = o0_;
    let _e182 = consts[(_e4 + 256u)];
    let _e187 = consts[(_e4 + 257u)];
    return Output(select(_e178, ((_e178 * bitcast<vec4<f32>>(_e187)) + (bitcast<vec4<f32>>(_e182) * _e178.wwww)), vec4<bool>(true, true, true, false)), saturate(_e176), select(_e173, _e171, vec4<bool>(true, true, false, false)));
}
