struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e58 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e76 = loop_count;
        if (_e76 <= 0i) {
            break;
        }
        loop_count = (_e76 - 1i);
        let _e79 = r1_;
        let _e80 = r3_;
        let _e84 = (i32(_e80.x) + 10i);
        let _e85 = u32(_e84);
        let _e90 = consts[(_e13 + min(_e85, 265u))];
        let _e103 = r2_;
        let _e104 = select(_e103, vec4(dot(_e79.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e90), (_e85 < 256u)), vec4<f32>(0f, 0.001f, 8f, 0f), (_e84 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e104;
        if (_e104.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e110 = r0_;
        let _e114 = (i32(_e80.x) + 30i);
        let _e115 = u32(_e114);
        let _e119 = consts[(_e13 + min(_e115, 265u))];
        let _e125 = (_e110 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e119), (_e115 < 256u)), vec4<f32>(0f, 0.001f, 8f, 0f), (_e114 == 4i)));
        let _e130 = select(_e104, vec4(dot(_e125.xyz, _e125.xyz)), vec4<bool>(false, true, false, false));
        r0_ = _e125;
        r2_ = _e130;
        if (_e130.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e136 = loop_step;
        r3_ = select(_e80, vec4((_e80.x + f32(_e136))), vec4<bool>(true, false, false, false));
    }
    let _e142 = r0_;
    let _e144 = o0_;
    let _e147 = consts[(_e13 + 256u)];
    let _e152 = consts[(_e13 + 257u)];
    return Output(select(_e144, ((_e144 * bitcast<vec4<f32>>(_e152)) + (bitcast<vec4<f32>>(_e147) * _e144.wwww)), vec4<bool>(true, true, true, false)), saturate(_e142), (_e9 >> 12u));
}
