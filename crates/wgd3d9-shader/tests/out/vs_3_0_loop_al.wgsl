struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e50 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e68 = loop_count;
        if (_e68 <= 0i) {
            break;
        }
        loop_count = (_e68 - 1i);
        let _e71 = r5_;
        let _e75 = (i32(_e71.x) + 10i);
        let _e81 = consts[(_e4 + min(u32(_e75), 265u))];
        let _e85 = r4_;
        let _e89 = r1_;
        let _e91 = select(_e89, (select(bitcast<vec4<f32>>(_e81), vec4<f32>(0f, 1f, 0f, 0f), (_e75 == 4i)) + -(_e85)), vec4<bool>(true, true, true, false));
        let _e97 = r2_;
        let _e98 = select(_e97, vec4(dot(_e91.xyz, _e91.xyz)), vec4<bool>(true, false, false, false));
        let _e103 = select(_e98, vec4(inverseSqrt(abs(_e98.x))), vec4<bool>(false, true, false, false));
        let _e106 = select(_e91, (_e91 * _e103.yyyy), vec4<bool>(true, true, true, false));
        let _e107 = v1_;
        let _e114 = r3_;
        let _e115 = select(_e114, saturate(vec4(dot(_e107.xyz, _e106.xyz))), vec4<bool>(true, false, false, false));
        let _e119 = select(_e115, (_e115.xxxx * _e103.yyyy), vec4<bool>(true, false, false, false));
        let _e124 = (i32(_e71.x) + 20i);
        let _e129 = consts[(_e4 + min(u32(_e124), 265u))];
        let _e133 = r0_;
        let _e136 = loop_step;
        r1_ = _e106;
        r2_ = _e103;
        r3_ = _e119;
        r0_ = ((_e119.xxxx * select(bitcast<vec4<f32>>(_e129), vec4<f32>(0f, 1f, 0f, 0f), (_e124 == 4i))) + _e133);
        r5_ = select(_e71, vec4((_e71.x + f32(_e136))), vec4<bool>(true, false, false, false));
    }
    let _e142 = r0_;
    let _e144 = o0_;
    let _e148 = consts[(_e4 + 256u)];
    let _e153 = consts[(_e4 + 257u)];
    return Output(select(_e144, ((_e144 * bitcast<vec4<f32>>(_e153)) + (bitcast<vec4<f32>>(_e148) * _e144.wwww)), vec4<bool>(true, true, true, false)), saturate(_e142));
}
