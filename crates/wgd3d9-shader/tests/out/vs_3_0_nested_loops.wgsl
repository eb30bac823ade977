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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;
    var r3_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e57 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e57.x, 0i, 255i);
    loop_step = _e57.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e57.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e74 = loop_count;
        if (_e74 <= 0i) {
            break;
        }
        loop_count = (_e74 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e82 = rep_count;
            if (_e82 <= 0i) {
                break;
            }
            rep_count = (_e82 - 1i);
            let _e85 = r0_;
            let _e86 = r2_;
            let _e90 = (i32(_e86.x) + 10i);
            let _e91 = u32(_e90);
            let _e96 = consts[(_e13 + min(_e91, 265u))];
            let _e105 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e105.x, 0i, 255i);
            loop_step_1 = _e105.z;
            let _e115 = r3_;
            r0_ = (_e85 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e96), (_e91 < 256u)), vec4<f32>(0f, 0.5f, 0f, 0f), (_e90 == 4i)));
            r3_ = select(_e115, vec4(f32(_e105.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e117 = loop_count_1;
                if (_e117 <= 0i) {
                    break;
                }
                loop_count_1 = (_e117 - 1i);
                let _e120 = r0_;
                let _e121 = r1_;
                let _e123 = r3_;
                let _e126 = (i32(_e123.x) + 10i);
                let _e127 = u32(_e126);
                let _e131 = consts[(_e13 + min(_e127, 265u))];
                let _e139 = loop_step_1;
                r0_ = ((_e120 * _e121.yyyy) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e131), (_e127 < 256u)), vec4<f32>(0f, 0.5f, 0f, 0f), (_e126 == 4i)));
                r3_ = select(_e123, vec4((_e123.x + f32(_e139))), vec4<bool>(true, false, false, false));
            }
        }
        let _e145 = loop_step;
        let _e147 = r2_;
        r2_ = select(_e147, vec4((_e147.x + f32(_e145))), vec4<bool>(true, false, false, false));
    }
    let _e152 = r0_;
    let _e153 = o0_;
    let _e156 = consts[(_e13 + 256u)];
    let _e161 = consts[(_e13 + 257u)];
    return Output(select(_e153, ((_e153 * bitcast<vec4<f32>>(_e161)) + (bitcast<vec4<f32>>(_e156) * _e153.wwww)), vec4<bool>(true, true, true, false)), _e152, (_e9 >> 12u));
}
